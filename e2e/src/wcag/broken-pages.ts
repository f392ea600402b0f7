// One small page per check that breaks its criterion, served with page.setContent: each check is
// shown to report its failure before it is trusted to find none on the site.
const page = (body: string, style = '') =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Broken</title><style>body{margin:0;font:16px sans-serif}${style}</style></head><body>${body}</body></html>`;

/** A link, then a chart's lazy frame (its host never answers) far below the first screen. */
const FRAME_FAR_DOWN =
  '<a href="#x">Before</a><div style="height:12000px"></div><iframe title="Months to launch" src="https://charts.invalid/embed" loading="lazy" style="display:block;width:280px;height:150px"></iframe>';

export const BROKEN_PAGES = {
  /** 1.4.10: a 600 px wide banner and a table scrolling in a box no one can name or reach. */
  reflow: page(
    '<div style="width:600px;background:#eee">A banner wider than a phone</div><div style="overflow-x:auto"><table><tr><td style="min-width:900px">wide</td></tr></table></div>',
  ),
  /** 1.4.10 passed: the same table in a labelled, focusable region. */
  reflowAllowed: page(
    '<p>Fits.</p><div role="region" aria-label="Scores" tabindex="0" style="overflow-x:auto"><table><tr><td style="min-width:900px">wide</td></tr></table></div>',
  ),
  /** 2.5.8: two 16 px icon buttons side by side; an inline link in a sentence is excepted. */
  targetSize: page(
    '<p>Read <a href="#a">the terms</a> before you go on, they are short.</p><div><button style="width:16px;height:16px;padding:0">x</button><button style="width:16px;height:16px;padding:0;margin-left:2px">y</button></div>',
  ),
  /** 2.4.7, 2.4.13, 2.4.11: no outline; a pale outline; a button under a sticky header. */
  focus: page(
    '<header style="position:fixed;top:0;left:0;right:0;height:80px;background:#123;color:#fff">Header</header><div style="height:120px"></div><a href="#x" class="none">No ring</a> <a href="#y" class="pale">Pale ring</a><div style="height:2000px"></div>',
    'a.none:focus{outline:none} a.pale:focus{outline:2px solid #eee}',
  ),
  /**
   * 2.4.7, 2.4.11: a chart's frame far down the page, lazy and not loaded yet, takes the focus
   * with no ring, and the page stays where it was (a frame with no element inside to focus is not
   * scrolled to); it names the frame by its title.
   */
  frameFocus: page(FRAME_FAR_DOWN),
  /** 2.4.7, 2.4.11 passed: the same frame ringed and scrolled into view as it takes the focus. */
  frameFocusAllowed: page(
    `${FRAME_FAR_DOWN}<script>addEventListener('blur', () => { const f = document.activeElement; if (f instanceof HTMLIFrameElement) { f.style.outline = '3px solid #1d4ed8'; f.scrollIntoView({ block: 'nearest' }); } });</script>`,
  ),
  /**
   * The walk past a focus that rests on the body for a moment, as it does passing through a
   * frame that is loading (here a link that gives it up): the link with no ring after it is found.
   */
  focusOnTheBody: page(
    '<a href="#w">First</a> <a href="#x" onfocus="this.blur()">Gives the focus up</a> <a href="#y" class="none">No ring</a>',
    'a.none:focus{outline:none}',
  ),
  /** 1.4.12: a fixed-height box that hides what does not fit. */
  textSpacing: page(
    '<div style="width:300px;height:40px;overflow:hidden;line-height:1.2">This text fits in two lines until the spacing grows and then it does not</div>',
  ),
  /** 1.4.4: a heading in a fixed box and text placed over it by absolute position. */
  zoom: page(
    '<div style="position:relative;width:100%"><h2 style="white-space:nowrap;overflow:hidden;width:50vw;margin:0">A long heading that will not fit at 200%</h2><p style="position:absolute;top:0;left:20vw;margin:0">Over it</p></div>',
  ),
  /** 1.4.1, 1.4.11: bands told by a coloured dot alone, a chart of two unnamed series in pale marks. */
  colour: page(
    '<ul><li><span style="display:inline-block;width:12px;height:12px;background:#16a34a"></span></li><li><span style="display:inline-block;width:12px;height:12px;background:#dc2626"></span></li></ul><svg role="img" width="200" height="100"><circle cx="20" cy="20" r="6" fill="#fde68a"/><circle cx="60" cy="20" r="6" fill="#bfdbfe"/></svg>',
  ),
  /**
   * 1.4.11 on a greyscale screen: a named, labelled chart whose red mark has 3.6:1 on its dark
   * panel in colour and 1.5:1 once grey.
   */
  greyscale: page(
    '<svg role="img" aria-label="Scores" width="300" height="120"><rect width="300" height="120" fill="#000"/><circle cx="40" cy="60" r="8" fill="#cc0000"/><text x="60" y="65" fill="#fff">Expert</text></svg>',
  ),
  /** 4.1.3: "Saved" appears in a plain div, where no screen reader hears it. */
  status: page(
    '<button onclick="document.getElementById(\'m\').textContent=\'Saved\'">Save</button><div id="m"></div>',
  ),
  /** 4.1.3 passed: the same message in a status region. */
  statusAllowed: page(
    '<button onclick="document.getElementById(\'m\').textContent=\'Saved\'">Save</button><div id="m" role="status"></div>',
  ),
  /** 2.3.3: a spinner and a hover transition that ignore prefers-reduced-motion. */
  motion: page(
    '<div class="spin">Loading</div><a href="#" class="grow">Grows</a>',
    '@keyframes spin{to{transform:rotate(360deg)}} .spin{animation:spin 1s linear infinite} .grow{transition:transform .4s}',
  ),
  /** The accessibility tree: a button with no name and a heading made of a div. */
  ariaTree: page(
    '<div class="title" style="font-size:2em">Question 1 of 36</div><button><svg width="16" height="16"></svg></button>',
  ),
} as const;
