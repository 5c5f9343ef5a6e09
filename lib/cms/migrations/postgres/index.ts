import * as migration_20261125_163656_initial from './20261125_163656_initial';
import * as migration_20261125_202310_messages from './20261125_202310_messages';
import * as migration_20261125_230048_media_storage from './20261125_230048_media_storage';
import * as migration_20261126_015141_place_facts from './20261126_015141_place_facts';
import * as migration_20261126_042816_photos_documents from './20261126_042816_photos_documents';
import * as migration_20261127_142514_place_extras from './20261127_142514_place_extras';

export const migrations = [
  {
    up: migration_20261125_163656_initial.up,
    down: migration_20261125_163656_initial.down,
    name: '20261125_163656_initial',
  },
  {
    up: migration_20261125_202310_messages.up,
    down: migration_20261125_202310_messages.down,
    name: '20261125_202310_messages',
  },
  {
    up: migration_20261125_230048_media_storage.up,
    down: migration_20261125_230048_media_storage.down,
    name: '20261125_230048_media_storage',
  },
  {
    up: migration_20261126_015141_place_facts.up,
    down: migration_20261126_015141_place_facts.down,
    name: '20261126_015141_place_facts',
  },
  {
    up: migration_20261126_042816_photos_documents.up,
    down: migration_20261126_042816_photos_documents.down,
    name: '20261126_042816_photos_documents',
  },
  {
    up: migration_20261127_142514_place_extras.up,
    down: migration_20261127_142514_place_extras.down,
    name: '20261127_142514_place_extras'
  },
];
