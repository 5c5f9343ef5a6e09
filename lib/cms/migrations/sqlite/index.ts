import * as migration_20261125_163633_initial from './20261125_163633_initial';
import * as migration_20261125_202304_messages from './20261125_202304_messages';
import * as migration_20261125_230044_media_storage from './20261125_230044_media_storage';

export const migrations = [
  {
    up: migration_20261125_163633_initial.up,
    down: migration_20261125_163633_initial.down,
    name: '20261125_163633_initial',
  },
  {
    up: migration_20261125_202304_messages.up,
    down: migration_20261125_202304_messages.down,
    name: '20261125_202304_messages',
  },
  {
    up: migration_20261125_230044_media_storage.up,
    down: migration_20261125_230044_media_storage.down,
    name: '20261125_230044_media_storage'
  },
];
