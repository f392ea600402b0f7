import { ensureChromium } from '@peak/testkit/browser';

export default function setup() {
  ensureChromium();
}
