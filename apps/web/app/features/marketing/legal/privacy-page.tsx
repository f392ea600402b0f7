// The privacy policy. It describes what the site actually stores; keep it in step with the code.
import { Link } from 'react-router';
import { onOneLine, useSiteSettings } from '../../../lib/site-settings';
import { LegalLayout } from './legal-layout';

function PrivacyIntro() {
  return (
    <p>
      Peak Partners ("we", "us") respects your privacy. This policy explains what information we
      collect when you use this website, why we collect it, how long we keep it and the choices you
      have. We collect as little as we can, we do not sell personal information, and we do not use
      advertising trackers.
    </p>
  );
}

function InformationWeCollect() {
  return (
    <>
      <h2>Information we collect</h2>
      <h3>When you contact us</h3>
      <p>
        When you send a message through our <Link to="/contact">contact form</Link>, we store your
        name, email address, company (if you give one) and your message in our database so that a
        partner can reply and we have a record of the conversation. We may also forward the same
        details to the form service we use to manage incoming enquiries. We use this information
        only to respond to you and to follow up on the request you made.
      </p>
      <h3>When you create an account</h3>
      <p>
        An account lets you save assessment reports and see your history. We store your first name,
        last name and email address. If you sign in with a password, we store only a salted, one-way
        hash of it, never the password itself. When you are signed in, we set a single session
        cookie that is marked HTTP-only and secure, so scripts on the page cannot read it. Where
        sign-in is provided by our authentication partner, that provider processes your sign-in
        details on our behalf under its own security controls.
      </p>
      <p>
        We check that the email address of an account belongs to the person who uses it, because
        anyone could type someone else's address when signing up. When you sign up we send one email
        with a link to confirm your address (it works once, for 24 hours). Until you confirm it, we
        send no email on your behalf (such as a report you ask us to email to you), and the address
        gives no special access. If you forget your password, we email a link to reset it only when
        you ask for one; it works once, for one hour, and choosing a new password also confirms your
        address and signs every device out of the account. These emails are about your account only:
        we send no marketing with them. We keep only a one-way hash of each link, and when you
        confirmed your address.
      </p>
      <h3>When you take the assessment</h3>
      <p>
        Your answers are scored to produce your report. Your latest report is kept in your own
        browser's storage so it is still there if you reload the page; one made while signed in
        opens only for that account. Signing out or deleting your account clears it from the
        browser; you can also clear it at any time by clearing this site's data in your browser. If
        you are signed in and choose to save a report, we store your answers and the calculated
        scores in your account. Saved results are visible only to you: every request for a saved
        report is checked against your signed-in session. To write the narrative section of a report
        we may send your scores, but never your name or email address, to a service provider that
        composes the text on our behalf.
      </p>
      <h3>When you join a team</h3>
      <p>
        If you create or join a team, its owner and members see your name and where your result
        stands in the team (for example "counts" or "no result yet"), never your scores, answers,
        archetype or story. Only a result that answers every capability counts, and the report shows
        only once at least five people (or the larger minimum the site is set to) have one. No one
        is ever shown two versions of a team report, in that team or another, that differ by fewer
        than that many people, so that no one&apos;s scores can be worked out by comparing them; to
        hold to this we keep which versions each account was shown, and who was in them (never their
        scores), also after a team is deleted. The report itself holds only counts of how many
        members are in each band: when everyone counted is in the same band of a capability, that
        band is everyone&apos;s. You can leave a team at any time; your result then leaves every
        version of the team report at once.
      </p>
      <h3>How saved results count towards the norms</h3>
      <p>
        Saved results also count, anonymously, towards the norms that reports show ("Higher than 64%
        of the people who saved results here") and towards the published figures on how reliable the
        assessment is. Only aggregates are kept and shown: how many people reached each score, and
        statistics computed over everyone's answers, never one person's result, name or email
        address. Each account counts once, with its latest complete result (every capability
        answered), and a deleted result or account no longer counts. The norms are shown only once
        at least 200 people have saved results (until then a report says how many have so far), and
        they are updated only when at least ten people have joined, left (a deleted account counts)
        or saved a different result since the last update, so that no one's scores can be singled
        out by comparing two figures.
      </p>
      <h3>Analytics</h3>
      <p>
        We may use a privacy-friendly analytics service to count page views and a few events, such
        as clicks on our main calls to action. It does not use cookies, does not collect personal
        information, does not follow you across other websites, and reports only aggregated numbers.
        Analytics is optional and switched off unless we enable it. It never runs on a page whose
        address is private: a shared report, a team invitation, a draft preview, or a link we mail
        you to confirm your address or reset your password. Those addresses are not sent to the
        analytics service, not kept by caches and not passed on to the sites their links lead to.
      </p>
      <p>
        You can opt out on any device by setting a browser flag named{' '}
        <code>exclude_from_analytics</code> to <code>true</code>. Open your browser's developer
        console while on this site and run{' '}
        <code>localStorage.setItem('exclude_from_analytics', 'true')</code>. While the flag is set,
        no analytics events are sent from that browser, and the assessment's steps below are not
        counted either.
      </p>
      <h3>How we count the assessment's steps</h3>
      <p>
        To see where people stop on the way through the assessment, this site counts a few of its
        steps itself, without any outside service: the assessments page and the assessment's intro
        being shown, starting, each question reached (its position, such as question 12 of 36, and
        which question it was), finishing (with the band of the overall total and how long it took),
        the report being shown, and saving a report, making a share link, asking for a review and
        making a plan. With them goes how the visit arrived: the domain of the site that linked here
        (for example a search engine's, never the page's address) and the campaign labels in the
        address you landed on (its <code>utm_source</code>, <code>utm_medium</code> and{' '}
        <code>utm_campaign</code>), kept in your browser's storage for that tab only.
      </p>
      <p>
        We keep only daily totals, such as how many people reached question 12 on a given day. No
        cookie is set for this, and no IP address, account, name or identifier of any kind is kept
        with the counts, so no one can be picked out of them or followed from one step to the next.
        The same choices apply as for analytics: nothing is counted from a browser with the{' '}
        <code>exclude_from_analytics</code> flag set, or one that sends Do Not Track or Global
        Privacy Control.
      </p>
    </>
  );
}

function HowWeUseInformation() {
  return (
    <>
      <h2>How we use information</h2>
      <ul>
        <li>To reply to enquiries and provide the services you ask for.</li>
        <li>To run your account and show you your saved assessment results.</li>
        <li>To keep the site secure, including rate limiting and preventing abuse.</li>
        <li>To understand, in aggregate, which pages are useful so we can improve them.</li>
      </ul>
      <p>
        We do not sell or rent personal information, and we do not share it with third parties for
        their own marketing.
      </p>
    </>
  );
}

function ServiceProviders() {
  return (
    <>
      <h2>Service providers</h2>
      <p>
        We rely on a small number of providers to host the site and its database, handle sign-in,
        manage enquiries, compose report narratives and, when enabled, measure traffic. They process
        information only on our instructions and only for the purposes described here.
      </p>
    </>
  );
}

function HowLongWeKeepInformation() {
  return (
    <>
      <h2>How long we keep information</h2>
      <p>
        We keep contact messages for up to three years so we can follow up on past conversations,
        and account information and saved results for as long as your account is open. When you
        delete your account (see below), its data is deleted at once; when you ask us to close it
        for you, we do so within 30 days, except where the law requires us to keep a record.
      </p>
      <p>
        What the site sends on your behalf (an email you asked for, or the results you agreed to
        share with the consultancy) waits in a queue until it is delivered. Once it has been
        delivered, or could not be delivered within a day, its content (the recipient, the text and
        the figures) is kept for 30 days, in case we need to check what was sent, and then deleted;
        only the record that something was sent, and when, remains.
      </p>
    </>
  );
}

function YourChoicesAndRights() {
  const { contactEmail } = useSiteSettings();
  return (
    <>
      <h2>Your choices and rights</h2>
      <p>
        You can ask us to show you the personal information we hold about you, correct it, or delete
        it. Residents of California and other places with privacy laws have these rights by law, and
        we extend them to everyone. Write to us at{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and we will respond within 30 days. We
        will not treat you differently for exercising your rights.
      </p>
      <h3>Download my data</h3>
      <p>
        When you are signed in, <strong>Download my data</strong> on your{' '}
        <Link to="/profile">profile</Link> saves a file (JSON, which any text editor opens) with
        everything we keep about you: your account details, every saved assessment with its report,
        the teams you own or belong to (your role and where your own result stands, never other
        members' results), your share links (when they were made, expire or were revoked, never the
        links themselves) and the messages you sent us while signed in.
      </p>
      <h3>Delete my account</h3>
      <p>
        <strong>Delete my account</strong> on your profile asks you to type your email address, then
        deletes at once: your account and sign-in, every saved result, your share links (which stop
        working), your team memberships (where your result counts in a team report, it leaves every
        version of the report, as when you leave a team), the teams you own (for all their members),
        and your sessions on every device. Anything about you still waiting to be sent (the results
        you agreed to share with the consultancy, a report you asked us to email you) is withdrawn,
        so nothing of yours leaves after you delete your account; what was already delivered is
        deleted 30 days after delivery. It cannot be undone. The messages you sent us while signed
        in are kept for the consultancy's records of past conversations, with your name, email
        address and company removed and no link to your account. Messages sent while signed out were
        never linked to an account: write to us and we will delete them.
      </p>
    </>
  );
}

function Security() {
  return (
    <>
      <h2>Security</h2>
      <p>
        Information travels over encrypted connections, passwords are hashed, and access to our
        systems is limited to the people who need it. No system is perfectly secure, but we work to
        protect your information and will tell you promptly if a breach affects you.
      </p>
    </>
  );
}

function ChildrensPrivacy() {
  return (
    <>
      <h2>Children's privacy</h2>
      <p>
        This website is intended for adults. We do not knowingly collect any information from
        children under 13. If you believe a child under 13 has given us personal information, please
        contact us and we will delete it.
      </p>
    </>
  );
}

function ChangesToThisPolicy() {
  return (
    <>
      <h2>Changes to this policy</h2>
      <p>
        If we change this policy, we will post the new version here and update the date at the top.
        If a change materially affects how we use your information, we will also tell account
        holders by email before it takes effect.
      </p>
    </>
  );
}

function ContactUs() {
  const { contactEmail, postalAddress } = useSiteSettings();
  return (
    <>
      <h2>Contact us</h2>
      <p>
        Questions about this policy or your information: email{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or write to Peak Partners,{' '}
        {onOneLine(postalAddress)}.
      </p>
    </>
  );
}

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="December 2026">
      <PrivacyIntro />
      <InformationWeCollect />
      <HowWeUseInformation />
      <ServiceProviders />
      <HowLongWeKeepInformation />
      <YourChoicesAndRights />
      <Security />
      <ChildrensPrivacy />
      <ChangesToThisPolicy />
      <ContactUs />
    </LegalLayout>
  );
}
