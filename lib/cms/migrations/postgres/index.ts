import * as migration_20261125_000000_initial from './20261125_000000_initial';

export const migrations = [
  {
    up: migration_20261125_000000_initial.up,
    down: migration_20261125_000000_initial.down,
    name: '20261125_000000_initial'
  },
];
