import * as migration_20261125_163633_initial from './20261125_163633_initial';
import * as migration_20261125_202304_messages from './20261125_202304_messages';
import * as migration_20261125_230044_media_storage from './20261125_230044_media_storage';
import * as migration_20261126_015137_place_facts from './20261126_015137_place_facts';
import * as migration_20261126_042756_photos_documents from './20261126_042756_photos_documents';
import * as migration_20261127_142500_place_extras from './20261127_142500_place_extras';

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
    name: '20261125_230044_media_storage',
  },
  {
    up: migration_20261126_015137_place_facts.up,
    down: migration_20261126_015137_place_facts.down,
    name: '20261126_015137_place_facts',
  },
  {
    up: migration_20261126_042756_photos_documents.up,
    down: migration_20261126_042756_photos_documents.down,
    name: '20261126_042756_photos_documents',
  },
  {
    up: migration_20261127_142500_place_extras.up,
    down: migration_20261127_142500_place_extras.down,
    name: '20261127_142500_place_extras'
  },
];
