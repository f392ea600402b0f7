// The design tokens from styles/global.css, listed for the design system page.
export const COLOR_TOKENS = [
  { name: 'Ink', token: '--color-ink', hex: '#0f172a', use: 'Body text and headings' },
  { name: 'Ink soft', token: '--color-ink-soft', hex: '#334155', use: 'Lead paragraphs' },
  { name: 'Muted', token: '--color-muted', hex: '#475569', use: 'Secondary text' },
  { name: 'Line', token: '--color-line', hex: '#e2e8f0', use: 'Borders and dividers' },
  { name: 'Surface', token: '--color-surface', hex: '#ffffff', use: 'Page background' },
  { name: 'Surface alt', token: '--color-surface-alt', hex: '#f8fafc', use: 'Alternate sections' },
  { name: 'Brand', token: '--color-brand', hex: '#1d4ed8', use: 'Links, primary buttons' },
  { name: 'Brand strong', token: '--color-brand-strong', hex: '#1e3a8a', use: 'Hover, emphasis' },
  { name: 'Brand soft', token: '--color-brand-soft', hex: '#dbeafe', use: 'Tints, badges' },
  { name: 'Accent', token: '--color-accent', hex: '#c2410c', use: 'Highlights, NEW badge' },
  { name: 'Success', token: '--color-success', hex: '#047857', use: 'Confirmation' },
  { name: 'Warning', token: '--color-warning', hex: '#b45309', use: 'Caution, ratings' },
  { name: 'Danger', token: '--color-danger', hex: '#b91c1c', use: 'Errors' },
  { name: 'Violet', token: '--color-violet', hex: '#7e22ce', use: 'Podcast, charts' },
] as const;

export const SPACE_TOKENS = [
  { token: '--space-1', value: '0.25rem (4 px)' },
  { token: '--space-2', value: '0.5rem (8 px)' },
  { token: '--space-3', value: '0.75rem (12 px)' },
  { token: '--space-4', value: '1rem (16 px)' },
  { token: '--space-6', value: '1.5rem (24 px)' },
  { token: '--space-8', value: '2rem (32 px)' },
  { token: '--space-12', value: '3rem (48 px)' },
  { token: '--space-16', value: '4rem (64 px)' },
] as const;

export const TYPE_SCALE = [
  { label: 'Heading 1', className: 'type-h1', size: 'clamp(2rem, 4vw + 1rem, 3.25rem)' },
  { label: 'Heading 2', className: 'type-h2', size: 'clamp(1.5rem, 2vw + 1rem, 2.25rem)' },
  { label: 'Heading 3', className: 'type-h3', size: '1.25rem' },
  { label: 'Lead paragraph', className: 'lead', size: '1.2rem' },
  { label: 'Body text', className: 'type-body', size: '1.0625rem' },
  { label: 'Small print', className: 'type-small', size: '0.875rem' },
] as const;
