// A living reference of the design system: tokens, type, buttons, badges, cards and forms.
import { PageHero } from '../../components/ui';
import {
  BadgesSection,
  ButtonsSection,
  CardsSection,
  FocusSection,
  FormsSection,
} from './component-sections';
import { ColorsSection, SpacingSection, TypeScaleSection } from './token-sections';
import './design-system.css';

export function DesignSystemPage() {
  return (
    <>
      <PageHero
        title="Design System Test"
        lead="Every token and component the site is built from, in one place, so changes can be checked at a glance."
      />
      <ColorsSection />
      <TypeScaleSection />
      <SpacingSection />
      <ButtonsSection />
      <BadgesSection />
      <CardsSection />
      <FormsSection />
      <FocusSection />
    </>
  );
}
