// Every unit test renders with the seeded site settings, as a page renders with the build's.
import settings from '@peak/content/data/site-settings.json';
import { rememberSiteSettings } from './lib/site-settings-now';

rememberSiteSettings(settings);
