// The members feature's public surface: the gate that shows its content to signed-in members only.
export { MembersGate } from './members-gate';
