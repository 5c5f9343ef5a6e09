import * as migration_20261125_000000_initial from './20261125_000000_initial';
import * as migration_20261127_204236_addresses_and_lists from './20261127_204236_addresses_and_lists';

export const migrations = [
  {
    up: migration_20261125_000000_initial.up,
    down: migration_20261125_000000_initial.down,
    name: '20261125_000000_initial',
  },
  {
    up: migration_20261127_204236_addresses_and_lists.up,
    down: migration_20261127_204236_addresses_and_lists.down,
    name: '20261127_204236_addresses_and_lists'
  },
];
