// "Your Prioritization Story": the generated narrative, or the text for its current state. The
// status region stays mounted so that the change from waiting to ready is announced.
import type { StoryState } from '../../model';
import { STORY_NONE_TEXT, STORY_UNAVAILABLE_TEXT, STORY_WAITING_TEXT } from '../../story/use-story';
import { paragraphs } from '../format';
import { ReportSection } from '../parts';
import { type ReportWords, reportWords, SECTION_TITLES } from '../voice';

function StoryStatus({ story, words }: { story: StoryState; words: ReportWords }) {
  switch (story.status) {
    case 'waiting':
      return (
        <>
          <span className="spinner" aria-hidden="true" />
          {STORY_WAITING_TEXT}
        </>
      );
    case 'ready':
      return <span className="visually-hidden">{words.storyReady}</span>;
    case 'failed':
      return <>{STORY_UNAVAILABLE_TEXT}</>;
    default:
      // A shared report is read as saved: no story will be written for it.
      return <>{words.storyNone ?? STORY_NONE_TEXT}</>;
  }
}

/** The story's first paragraph, and the rest one tap away. */
function StoryText({ story }: { story: string }) {
  const [first, ...rest] = paragraphs(story);
  return (
    <>
      <p>{first}</p>
      {rest.length ? (
        <details className="read-more">
          <summary>Read the whole story</summary>
          {rest.map((p, index) => (
            // Paragraphs of one story never reorder, so their position is a stable key.
            <p key={index}>{p}</p>
          ))}
        </details>
      ) : null}
    </>
  );
}

export function Story({
  story,
  words = reportWords(),
}: {
  story: StoryState;
  words?: ReportWords;
}) {
  return (
    <ReportSection title={words.sections.story} anchor={SECTION_TITLES.story}>
      {words.storyFor && story.status === 'ready' ? (
        <p className="muted report-voice-note">{words.storyFor}</p>
      ) : null}
      <div className="card story-card">
        <p
          className={story.status === 'ready' ? 'story-status story-status-ready' : 'story-status'}
          role="status"
          aria-live="polite"
        >
          <StoryStatus story={story} words={words} />
        </p>
        {story.status === 'ready' ? (
          <div className="story-text">
            <StoryText story={story.story} />
            {story.label ? <p className="report-note">{words.storyLabel(story.label)}</p> : null}
          </div>
        ) : null}
      </div>
    </ReportSection>
  );
}
