// Three ways to pass an article on: copy its link, or share it on LinkedIn or X in a new tab.
import { useEffect, useState } from 'react';

const shareUrl = () => {
  const url = new URL(window.location.href);
  url.hash = '';
  return url.toString();
};

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareButtons({ title }: { title: string }) {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    const url = shareUrl();
    setStatus((await copyText(url)) ? 'Link copied to the clipboard.' : `Copy this link: ${url}`);
  };

  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share-heading">
        Share this article
      </h2>
      <div className="share-buttons">
        <button type="button" className="share-button" aria-label="Copy link" onClick={copy}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M10 13a5 5 0 0 0 7.1 0l3-3a5 5 0 0 0-7.1-7.1l-1.2 1.2" />
            <path d="M14 11a5 5 0 0 0-7.1 0l-3 3a5 5 0 0 0 7.1 7.1l1.2-1.2" />
          </svg>
        </button>
        <button
          type="button"
          className="share-button"
          aria-label="Share on LinkedIn (opens in a new tab)"
          onClick={() =>
            openInNewTab(
              `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(shareUrl())}`,
            )
          }
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="filled">
            <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z" />
          </svg>
        </button>
        <button
          type="button"
          className="share-button"
          aria-label="Share on X (opens in a new tab)"
          onClick={() =>
            openInNewTab(
              `https://x.com/intent/post?url=${encodeURIComponent(shareUrl())}&text=${encodeURIComponent(title)}`,
            )
          }
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="filled">
            <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
          </svg>
        </button>
      </div>
      <p className="share-status" role="status">
        {status}
      </p>
    </section>
  );
}
