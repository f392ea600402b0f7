// The accessibility statement: the standard we aim for, how the site is tested, the PDFs, what is
// not yet checked or not covered (with the plan), the date of the last review, and how to report a
// barrier. It says only what the tests in the repository show; keep it in step with them and with
// docs/accessibility-conformance-report.md.
import { AppLink } from '../../../lib/navigation';
import { useSiteSettings } from '../../../lib/site-settings';
import { LegalLayout } from './legal-layout';

/** The day of the last review, as the page and the conformance report state it. */
export const ACCESSIBILITY_REVIEWED = '2026-12-02';
const REVIEWED_TEXT = '2 December 2026';
/** Where "Report an accessibility barrier" goes: the contact form with its topic chosen. */
export const REPORT_A_BARRIER_PATH = '/contact?topic=accessibility';

function Intro() {
  return (
    <p>
      We want everyone to be able to read this site, take the Prioritization Self-Assessment and
      read its report, whatever the way they use the web: with a keyboard, a screen reader,
      magnification, high-contrast colours or voice control. This statement says what we aim for,
      how we check it, where we know we fall short, and how to tell us about a barrier we missed.
    </p>
  );
}

function TheStandard() {
  return (
    <>
      <h2>The standard we aim for</h2>
      <p>
        We aim to meet the{' '}
        <a href="https://www.w3.org/TR/WCAG22/">Web Content Accessibility Guidelines (WCAG) 2.2</a>{' '}
        at level AA. Today the site <strong>partially conforms</strong> to it: every automated and
        scripted check below passes, but a manual review with screen readers has not yet been done,
        so we do not claim full conformance.
      </p>
    </>
  );
}

function HowWeTest() {
  return (
    <>
      <h2>How we test</h2>
      <p>
        Every change to the site runs our browser tests against the built site in headless Chromium
        before it is released. They check:
      </p>
      <ul>
        <li>every page with axe, the automated accessibility engine;</li>
        <li>
          what axe cannot find, with checks of our own: content reflows at 320 pixels wide without
          sideways scrolling; controls are at least 24 by 24 pixels; the keyboard focus is always
          visible, never hidden behind other content, and its indicator has a contrast of at least
          3:1; text stays readable with increased letter, word and line spacing and at 200% zoom;
        </li>
        <li>
          that the score bands and charts still read in forced colours (such as Windows high
          contrast) and on a greyscale screen, so no meaning rests on colour alone, and that chart
          marks have a contrast of at least 3:1;
        </li>
        <li>
          that status messages are announced: "Your report is ready", saving, your story arriving, a
          note on hurried answers, a copied link, and the message when a question has no answer;
        </li>
        <li>that animation stops when your system asks for reduced motion;</li>
        <li>
          the accessibility tree of the assessment's question flow and of the report, compared with
          a recorded snapshot, so a change in what a screen reader is given is seen and reviewed;
        </li>
        <li>
          the keyboard journeys through the question flow, the menus and the dialogs, in scripted
          tests.
        </li>
      </ul>
      <p>
        These tests run in Chromium only. We have not yet tested with other browsers or with screen
        readers such as NVDA, JAWS, VoiceOver or TalkBack (see "What we have not checked yet").
      </p>
    </>
  );
}

function ThePdfs() {
  return (
    <>
      <h2>The PDF reports</h2>
      <p>
        The PDFs you can download or have emailed (your assessment report, the comparison of two
        results and the team report) are tagged PDFs made to PDF/UA-1: they have a document title
        and language, headings in order, real tables with header cells, a reading order that follows
        the page, and text alternatives for each chart that give its numbers, so a screen reader
        reads the same figures you see. Our tests read each PDF's structure back to check this.
      </p>
    </>
  );
}

function NotCheckedYet() {
  return (
    <>
      <h2>What we have not checked yet, and known exceptions</h2>
      <ul>
        <li>
          <strong>No manual screen-reader review yet.</strong> Our tests run in Chromium; nobody has
          yet worked through the site with a screen reader, or by keyboard alone page by page. A
          manual pass with NVDA and Firefox, VoiceOver and Safari, and the keyboard alone is planned
          for the first quarter of 2027, and we will publish what it finds here.
        </li>
        <li>
          <strong>A few states are checked by axe only.</strong> Our own checks beyond axe cover
          every page and the states named in our tests: the assessment, the report, saved and shared
          reports, the comparison, the team pages, the dialogs, the staff inbox, the draft preview
          and the two articles with a chart from another site. The pages a mailed link opens with
          its code (confirming an address, choosing a new password), the members' dashboard when
          signed in, and the other blog articles are checked by axe only, for now.
        </li>
        <li>
          <strong>Charts embedded from other sites.</strong> Some articles show a chart from another
          site in a frame. When the keyboard focus reaches it, the frame shows our focus ring and is
          scrolled into view, clear of the header. What the chart shows inside its frame, and how
          its own controls work by keyboard, is that site's, and our tests do not check it.
        </li>
        <li>
          <strong>PDFs made before {REVIEWED_TEXT} are untagged.</strong> A report you downloaded or
          were emailed before then has no tags a screen reader can use. Download it again from your
          profile, or ask us through the form below, and you will get the tagged version.
        </li>
        <li>
          <strong>The content editors' admin is not covered.</strong> Our editors use the admin that
          comes with our content system (Payload CMS). It is third-party software used only by our
          staff, and this statement and our tests do not cover it.
        </li>
        <li>
          <strong>Sign-in through our authentication partner.</strong> Where sign-in is provided by
          our authentication partner, its sign-in dialogs are its own; our tests check the site's
          own sign-in dialogs only.
        </li>
        <li>
          <strong>Articles published after a review.</strong> Our editors write the text
          alternatives of the images in blog articles. Articles published in our content system
          after the site was built are checked when our tests next run, not before they appear.
        </li>
        <li>
          <strong>Other sites.</strong> Links to the bookstore, the podcast's site and LinkedIn lead
          to sites we do not run.
        </li>
      </ul>
    </>
  );
}

function TheConformanceReport() {
  return (
    <>
      <h2>Our conformance report</h2>
      <p>
        We keep a conformance report in the VPAT 2.5 (WCAG edition) format that goes through every
        WCAG 2.2 level A and AA success criterion, says whether the site supports it, and names the
        test that shows it. It is kept with the site's source as{' '}
        <code>docs/accessibility-conformance-report.md</code>; ask us through the form below and we
        will send you a copy.
      </p>
    </>
  );
}

function LastReview() {
  return (
    <>
      <h2>Last review</h2>
      <p>
        We last reviewed this statement and the conformance report on{' '}
        <time dateTime={ACCESSIBILITY_REVIEWED}>{REVIEWED_TEXT}</time>. We review them whenever the
        site changes in a way that could affect accessibility, and at least once a year.
      </p>
    </>
  );
}

function ReportABarrier() {
  const { contactEmail } = useSiteSettings();
  return (
    <>
      <h2>Report a barrier</h2>
      <p>
        If something on this site or in a report does not work for you, please tell us what you were
        trying to do, on which page, and what you use (for example your browser, screen reader or
        magnifier). <AppLink to={REPORT_A_BARRIER_PATH}>Report an accessibility barrier</AppLink>{' '}
        through our contact form, or write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        A managing partner answers every message within two business days, and if you need the
        content in another format in the meantime, we will send it to you.
      </p>
    </>
  );
}

export function AccessibilityPage() {
  return (
    <LegalLayout title="Accessibility Statement" updated={REVIEWED_TEXT}>
      <Intro />
      <TheStandard />
      <HowWeTest />
      <ThePdfs />
      <NotCheckedYet />
      <TheConformanceReport />
      <LastReview />
      <ReportABarrier />
    </LegalLayout>
  );
}
