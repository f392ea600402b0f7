import * as migration_20261126_132447_initial from './20261126_132447_initial';

export const migrations = [
  {
    up: migration_20261126_132447_initial.up,
    down: migration_20261126_132447_initial.down,
    name: '20261126_132447_initial'
  },
];
