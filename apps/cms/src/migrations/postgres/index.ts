import * as migration_20261126_132451_initial from './20261126_132451_initial';

export const migrations = [
  {
    up: migration_20261126_132451_initial.up,
    down: migration_20261126_132451_initial.down,
    name: '20261126_132451_initial'
  },
];
