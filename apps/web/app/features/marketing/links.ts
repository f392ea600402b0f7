// Addresses outside the site, kept in one place so they are easy to review and update.
export const BOOK_STORE_URL = 'https://bookshop.org/search?keywords=Managing+Priorities';

export const PODCAST_NAME = 'Traction Heroes';
export const PODCAST_WEBSITE_URL = 'https://example.com/traction-heroes';

export const PODCAST_PLATFORMS = [
  {
    name: 'Apple Podcasts',
    url: 'https://podcasts.apple.com/us/search?term=Traction%20Heroes',
  },
  { name: 'Spotify', url: 'https://open.spotify.com/search/Traction%20Heroes' },
  { name: 'YouTube', url: 'https://www.youtube.com/results?search_query=Traction+Heroes' },
] as const;
