// The assessment's view of the content service: the site's one content client.
export { contentClient as assessmentCms } from '../../lib/content';
