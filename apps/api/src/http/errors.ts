// Every error answer in the contract's one shape, the content API's in Payload's: one handling,
// shared with the content API's own server (see @peak/content-api).
export { registerErrorHandling, sendError } from '@peak/content-api';
