import * as migration_20261126_132451_initial from './20261126_132451_initial';
import * as migration_20261126_133350_post_seo from './20261126_133350_post_seo';
import * as migration_20261126_134526_post_editorial from './20261126_134526_post_editorial';
import * as migration_20261201_222851_reading_and_practice from './20261201_222851_reading_and_practice';
import * as migration_20261203_120210_observer_items from './20261203_120210_observer_items';

export const migrations = [
  {
    up: migration_20261126_132451_initial.up,
    down: migration_20261126_132451_initial.down,
    name: '20261126_132451_initial',
  },
  {
    up: migration_20261126_133350_post_seo.up,
    down: migration_20261126_133350_post_seo.down,
    name: '20261126_133350_post_seo',
  },
  {
    up: migration_20261126_134526_post_editorial.up,
    down: migration_20261126_134526_post_editorial.down,
    name: '20261126_134526_post_editorial',
  },
  {
    up: migration_20261201_222851_reading_and_practice.up,
    down: migration_20261201_222851_reading_and_practice.down,
    name: '20261201_222851_reading_and_practice',
  },
  {
    up: migration_20261203_120210_observer_items.up,
    down: migration_20261203_120210_observer_items.down,
    name: '20261203_120210_observer_items'
  },
];
