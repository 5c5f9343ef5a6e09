import * as migration_20261125_163633_initial from './20261125_163633_initial';

export const migrations = [
  {
    up: migration_20261125_163633_initial.up,
    down: migration_20261125_163633_initial.down,
    name: '20261125_163633_initial'
  },
];
