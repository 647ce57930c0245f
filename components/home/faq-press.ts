import "client-only";

export type FaqItem = { question: string; answer: string };

/** The accordion's element id: the island waits for it to come near the viewport before it is hydrated. */
export const FAQ_ID = "faq-questions";

let pressed: string | undefined;
let hydrated = false;

/** A question pressed while the accordion is the server's markup: remembered, to open once it is hydrated. */
export function notePress(event: Event) {
  if (hydrated || !(event.target instanceof Element)) return;
  const trigger = event.target.closest(`#${FAQ_ID} [data-faq-item]`);
  if (trigger) pressed = trigger.getAttribute("data-faq-item") ?? undefined;
}

/** The accordion is hydrated: the question pressed before, if any (once). */
export function takePress(): string | undefined {
  hydrated = true;
  const value = pressed;
  pressed = undefined;
  return value;
}
