// What clients say, in their words.
export interface Testimonial {
  quote: string;
  person: string;
  role: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We had forty-one ‘top priorities.’ Six weeks later we had five, and every manager could name them.',
    person: 'Maya Lindqvist',
    role: 'Chief Operating Officer, Kestrel Bank',
  },
  {
    quote:
      'Elena asks the one question that makes the room go quiet, then stays until we act on the answer.',
    person: 'Jonah Whitfield',
    role: 'Chief Executive Officer, Halcyon Labs',
  },
  {
    quote:
      'The cost-of-delay workshop changed how product and finance talk. We argue about value now, not volume.',
    person: 'Priscilla Adeyemi',
    role: 'VP of Product, Umbra Software',
  },
  {
    quote: "David's keynote was the one session our managers were still quoting a month later.",
    person: 'Marcus Bell',
    role: 'Head of People, Redwood Transit',
  },
  {
    quote:
      'I thought I had a time problem. Coaching showed me it was a decision problem, and gave me a weekly review that stuck.',
    person: 'Sofia Marchetti',
    role: 'General Manager, Meridian Care',
  },
  {
    quote:
      'They did not hand us a framework and leave. They sat in our reviews for a quarter until the habits were ours.',
    person: 'Dev Patel',
    role: 'SVP of Operations, Tidewater Insurance',
  },
  {
    quote:
      'We cut our active initiatives by half and shipped more in two quarters than in the year before.',
    person: 'Hannah Okafor',
    role: 'Chief Technology Officer, Juniper Freight',
  },
  {
    quote:
      'The assessment gave my team a shared vocabulary. We stopped debating opinions and looked at the same picture.',
    person: 'Tomás Reyes',
    role: 'Director of Strategy, Fernhill Energy',
  },
];
