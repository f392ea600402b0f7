// The two managing partners (the same people who write the blog).
export interface ManagingPartner {
  name: string;
  role: string;
  avatar: string;
  bio: string[];
  focus: string[];
  profile: { label: string; url: string };
}

export const MANAGING_PARTNERS: ManagingPartner[] = [
  {
    name: 'Elena Marsh',
    role: 'Managing Partner',
    avatar: '/api/media/file/avatar-elena-marsh.svg',
    bio: [
      'Elena is a managing partner at Peak Partners and co-creator of the DEGAP method. Before founding the firm she ran operations in healthcare and logistics, where she learned that most strategies fail in the calendar rather than in the boardroom.',
      'She has coached more than two hundred senior leaders through growth, turnarounds and reorganizations. She co-authored Managing Priorities and co-hosts the Traction Heroes podcast.',
    ],
    focus: ['Executive coaching', 'Leadership team offsites', 'Operating rhythm design'],
    profile: {
      label: 'Elena Marsh on LinkedIn',
      url: 'https://www.linkedin.com/in/example-elena-marsh',
    },
  },
  {
    name: 'David Okoro',
    role: 'Managing Partner',
    avatar: '/api/media/file/avatar-david-okoro.svg',
    bio: [
      'David is a managing partner at Peak Partners. He spent fifteen years leading product and operations teams in software and financial services, including a stint untangling a portfolio of more than ninety concurrent projects.',
      'He co-founded the firm to bring that hard-won discipline to other organizations, and now leads its work on portfolio prioritization and cost of delay. He co-authored Managing Priorities and is a frequent keynote speaker.',
    ],
    focus: ['Portfolio prioritization', 'Cost of delay', 'Keynotes and workshops'],
    profile: {
      label: 'David Okoro on LinkedIn',
      url: 'https://www.linkedin.com/in/example-david-okoro',
    },
  },
];
