// The design system page's token sections: colors, the type scale and spacing.
import { Section } from '../../components/ui';
import { COLOR_TOKENS, SPACE_TOKENS, TYPE_SCALE } from './tokens';

const swatchClass = (token: string) => `swatch swatch-${token.replace('--color-', '')}`;
const spaceClass = (token: string) => `space-bar space-bar-${token.replace('--space-', '')}`;

export function ColorsSection() {
  return (
    <Section labelledBy="ds-colors">
      <h2 id="ds-colors">Colors</h2>
      <ul className="ds-swatches">
        {COLOR_TOKENS.map((c) => (
          <li key={c.token}>
            <span className={swatchClass(c.token)} aria-hidden="true" />
            <span className="ds-swatch-name">{c.name}</span>
            <code>{c.hex}</code>
            <code className="ds-token">{c.token}</code>
            <span className="ds-swatch-use">{c.use}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TypeScaleSection() {
  return (
    <Section alt labelledBy="ds-type">
      <h2 id="ds-type">Type scale</h2>
      <ul className="ds-type-list">
        {TYPE_SCALE.map((t) => (
          <li key={t.label}>
            <p className={t.className}>{t.label}: clarity in what matters most</p>
            <code>{t.size}</code>
          </li>
        ))}
      </ul>
      <p className="muted">
        Muted text is used for supporting detail. Body text is set in the system sans-serif;
        quotations may use the serif stack.
      </p>
    </Section>
  );
}

export function SpacingSection() {
  return (
    <Section labelledBy="ds-space">
      <h2 id="ds-space">Spacing</h2>
      <ul className="ds-space-list">
        {SPACE_TOKENS.map((s) => (
          <li key={s.token}>
            <code className="ds-token">{s.token}</code>
            <span className={spaceClass(s.token)} aria-hidden="true" />
            <span>{s.value}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
