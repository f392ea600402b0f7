export { BlogIndex as default } from '../../features/blog/list/blog-index';
