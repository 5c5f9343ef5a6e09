import * as migration_20261125_163656_initial from './20261125_163656_initial';

export const migrations = [
  {
    up: migration_20261125_163656_initial.up,
    down: migration_20261125_163656_initial.down,
    name: '20261125_163656_initial'
  },
];
