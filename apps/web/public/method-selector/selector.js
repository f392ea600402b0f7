// Renders the questionnaire, checks that every question is answered, and shows the recommendation.
// The scoring itself lives in scoring.js. Text is set with textContent only, never as HTML.
import { explain, QUESTIONS, scoreMethods } from './scoring.js';

/** Creates an element with attributes and children (strings become text nodes). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === undefined || value === null) continue;
    if (name === 'className') node.className = value;
    // Through the CSSOM, which the content security policy does not restrict.
    else if (name === 'style') Object.assign(node.style, value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

const form = document.getElementById('selector-form');
const list = document.getElementById('question-list');
const summary = document.getElementById('error-summary');
const result = document.getElementById('result');
const placeholder = document.getElementById('result-placeholder');
const body = document.getElementById('result-body');

function renderQuestions() {
  const total = QUESTIONS.length;
  const fieldsets = QUESTIONS.map((question, index) =>
    el(
      'fieldset',
      { className: 'question', id: `q-${question.id}` },
      el(
        'legend',
        {},
        el('span', { className: 'question-number' }, `Question ${index + 1} of ${total}`),
        el('span', { className: 'question-text' }, question.label),
      ),
      el('p', { className: 'question-error', id: `q-${question.id}-error`, hidden: true }),
      el(
        'div',
        { className: 'options', 'data-count': question.options.length },
        question.options.map((option) => {
          const id = `q-${question.id}-${option.value}`;
          return el(
            'div',
            { className: 'option' },
            el('input', { type: 'radio', name: question.id, value: option.value, id }),
            el('label', { for: id }, option.label),
          );
        }),
      ),
    ),
  );
  list.replaceChildren(...fieldsets);
}

function clearErrors() {
  summary.hidden = true;
  summary.replaceChildren();
  for (const question of QUESTIONS) {
    const fieldset = document.getElementById(`q-${question.id}`);
    const message = document.getElementById(`q-${question.id}-error`);
    fieldset.classList.remove('has-error');
    fieldset.removeAttribute('aria-describedby');
    message.hidden = true;
    message.textContent = '';
  }
}

function showErrors(unanswered) {
  clearErrors();
  const missing = QUESTIONS.filter((q) => unanswered.includes(q.id));
  for (const question of missing) {
    const fieldset = document.getElementById(`q-${question.id}`);
    const message = document.getElementById(`q-${question.id}-error`);
    fieldset.classList.add('has-error');
    message.textContent = 'Choose one answer for this question.';
    message.hidden = false;
    fieldset.setAttribute('aria-describedby', message.id);
  }
  const count = missing.length;
  summary.append(
    el(
      'h3',
      {},
      count === 1
        ? 'One question still needs an answer'
        : `${count} questions still need an answer`,
    ),
    el(
      'ul',
      {},
      missing.map((question) =>
        el(
          'li',
          {},
          el('a', { href: `#q-${question.id}-${question.options[0].value}` }, question.label),
        ),
      ),
    ),
  );
  summary.hidden = false;
  summary.focus();
}

function effectList(effects, className) {
  return el(
    'ul',
    { className: `effects ${className}` },
    effects.map((effect) =>
      el(
        'li',
        {},
        el('span', { className: 'effect-answer' }, effect.answer),
        el('span', { className: 'effect-question' }, effect.question),
      ),
    ),
  );
}

function renderResult(outcome) {
  const best = outcome.best;
  const top = outcome.ranked[0].score;
  const bottom = outcome.ranked[outcome.ranked.length - 1].score;
  const span = Math.max(1, top - bottom);
  const cons = best.cons.slice(0, 3);

  const parts = [
    el(
      'div',
      { className: 'best' },
      el('p', { className: 'best-label' }, 'Best fit'),
      el('h3', { className: 'best-name' }, best.name),
      el('p', { className: 'best-summary' }, best.summary),
      el(
        'dl',
        { className: 'facts' },
        el('div', {}, el('dt', {}, 'Complexity'), el('dd', {}, best.complexity)),
        el('div', {}, el('dt', {}, 'Time'), el('dd', {}, best.time)),
        el('div', {}, el('dt', {}, 'Team size'), el('dd', {}, best.teamSize)),
      ),
    ),
    el('h3', {}, 'Why this method'),
    el('p', { className: 'why' }, explain(outcome)),
    best.pros.length ? el('p', { className: 'small' }, 'The answers that counted most:') : null,
    best.pros.length ? effectList(best.pros.slice(0, 4), 'pros') : null,
    cons.length ? el('h3', {}, 'Keep in mind') : null,
    cons.length
      ? el(
          'p',
          { className: 'small' },
          `These answers pointed away from ${best.name}; plan around them:`,
        )
      : null,
    cons.length ? effectList(cons, 'cons') : null,
    el('h3', {}, 'A good first step'),
    el('p', {}, best.firstStep),
    el('h3', {}, 'How all six methods compare'),
    el(
      'ol',
      { className: 'ranking' },
      outcome.ranked.map((method, index) =>
        el(
          'li',
          { className: index === 0 ? 'rank rank-best' : 'rank' },
          el(
            'span',
            { className: 'rank-head' },
            el('span', { className: 'rank-name' }, method.name),
            el(
              'span',
              { className: 'rank-score' },
              `${method.score} ${Math.abs(method.score) === 1 ? 'point' : 'points'}`,
            ),
          ),
          el(
            'span',
            { className: 'rank-bar', 'aria-hidden': 'true' },
            el('span', {
              className: 'rank-fill',
              style: { width: `${Math.round(8 + ((method.score - bottom) / span) * 92)}%` },
            }),
          ),
          el(
            'span',
            { className: 'rank-meta' },
            `Complexity: ${method.complexity} · Time: ${method.time} · Team size: ${method.teamSize}`,
          ),
        ),
      ),
    ),
    el(
      'p',
      { className: 'actions' },
      el(
        'a',
        { href: '#questions-heading', className: 'button button-secondary' },
        'Change my answers',
      ),
    ),
  ];
  // Sections with nothing to say are left out altogether.
  body.replaceChildren(...parts.filter(Boolean));
  placeholder.hidden = true;
  body.hidden = false;
  result.scrollIntoView({ block: 'start' });
  result.focus({ preventScroll: true });
}

function answersOf(target) {
  const answers = {};
  for (const [name, value] of new FormData(target)) answers[name] = String(value);
  return answers;
}

renderQuestions();

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const outcome = scoreMethods(answersOf(form));
  if (!outcome.complete) {
    showErrors(outcome.unanswered);
    return;
  }
  clearErrors();
  renderResult(outcome);
});

// An answer given after a failed submit clears that question's message straight away.
form.addEventListener('change', (event) => {
  const fieldset = event.target.closest('fieldset');
  if (!fieldset?.classList.contains('has-error')) return;
  fieldset.classList.remove('has-error');
  fieldset.removeAttribute('aria-describedby');
  const message = fieldset.querySelector('.question-error');
  message.hidden = true;
  message.textContent = '';
});

form.addEventListener('reset', () => {
  clearErrors();
  body.hidden = true;
  body.replaceChildren();
  placeholder.hidden = false;
});

// A link in the error summary focuses the question's first answer, ready for the arrow keys.
summary.addEventListener('click', (event) => {
  const link = event.target.closest('a[href^="#q-"]');
  if (!link) return;
  event.preventDefault();
  const input = document.getElementById(link.getAttribute('href').slice(1));
  input?.closest('fieldset')?.scrollIntoView({ block: 'center' });
  input?.focus({ preventScroll: true });
});

// "Change my answers" returns focus to the form heading, not just the scroll position.
result.addEventListener('click', (event) => {
  const link = event.target.closest('a[href="#questions-heading"]');
  if (!link) return;
  event.preventDefault();
  const heading = document.getElementById('questions-heading');
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
});
