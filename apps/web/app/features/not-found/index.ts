// The not-found feature's public surface: the page any unknown path shows.
export { NotFoundPage } from './not-found-page';
