export { ArticleIsland as default } from '../../features/blog/article/article-island';
