/** Text to match: a string (case-insensitive substring, or whole with `exact`) or a RegExp given as its parts. */
export type TextMatch = string | { source: string; flags: string };

/**
 * What a journey points at, the way a visitor or a screen reader finds it: a role and accessible name, a form field's
 * label, visible text, or an id or attribute the markup promises. `within` narrows the search to another target.
 */
export type Target =
  | { role: string; name?: TextMatch; exact?: boolean; within?: Target; hidden?: boolean }
  | { label: string; within?: Target; hidden?: boolean }
  | { text: TextMatch; exact?: boolean; within?: Target; hidden?: boolean }
  | { css: string; within?: Target; hidden?: boolean };

/**
 * The helpers the journeys use inside the page. The function is sent to the browser as its source text, so it must
 * not refer to anything outside itself. Accessible names and roles follow the ARIA rules the site's markup relies on
 * (aria-labelledby, aria-label, labels, content), not the whole of accname.
 */
export function pageLibrary() {
  const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? "";
    if (!(node instanceof Element)) return "";
    if (node.getAttribute("aria-hidden") === "true" || ["script", "style", "template"].includes(node.localName))
      return "";
    if (node instanceof HTMLImageElement) return node.alt;
    return [...node.childNodes].map(textOf).join("");
  };

  const hasName = (el: Element) => el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby");
  const landmarkOwner = "article, aside, main, nav, section";

  const implicitRole = (el: Element): string | null => {
    switch (el.localName) {
      case "button":
        return "button";
      case "a":
        return el.hasAttribute("href") ? "link" : null;
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        return "heading";
      case "nav":
        return "navigation";
      case "main":
        return "main";
      case "form":
        return hasName(el) ? "form" : null;
      case "section":
        return hasName(el) ? "region" : null;
      case "header":
        return el.parentElement?.closest(landmarkOwner) ? null : "banner";
      case "footer":
        return el.parentElement?.closest(landmarkOwner) ? null : "contentinfo";
      case "textarea":
        return "textbox";
      case "select":
        return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1 ? "listbox" : "combobox";
      case "input": {
        const type = (el as HTMLInputElement).type;
        if (["button", "submit", "reset", "image"].includes(type)) return "button";
        if (type === "checkbox" || type === "radio") return type;
        return ["text", "email", "tel", "url", "search"].includes(type) ? "textbox" : null;
      }
      default:
        return null;
    }
  };

  const roleOf = (el: Element) => el.getAttribute("role")?.trim().split(/\s+/)[0] || implicitRole(el);

  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) {
      const parts = labelledBy.split(/\s+/).map((id) => document.getElementById(id));
      return normalize(parts.map((part) => (part ? textOf(part) : "")).join(" "));
    }
    const label = el.getAttribute("aria-label");
    if (label?.trim()) return normalize(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return normalize([...labels].map(textOf).join(" "));
    const role = roleOf(el);
    if (role && ["button", "link", "heading", "switch", "tab", "menuitem", "option", "checkbox"].includes(role))
      return normalize(textOf(el));
    return normalize(el.getAttribute("title") ?? "");
  };

  const matches = (value: string, match: TextMatch, exact = false) => {
    if (typeof match !== "string") return new RegExp(match.source, match.flags).test(value);
    const wanted = normalize(match);
    return exact ? value === wanted : value.toLowerCase().includes(wanted.toLowerCase());
  };

  /** Drawn: not display:none, visibility:hidden or transparent, and with a box. */
  const rendered = (el: Element) => {
    const options = { checkVisibilityCSS: true, checkOpacity: true, visibilityProperty: true, opacityProperty: true };
    if (!el.checkVisibility(options)) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  /** Drawn and at least partly inside the viewport. */
  const onScreen = (el: Element) => {
    if (!rendered(el)) return false;
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };

  const candidates = (target: Target, scope: ParentNode): Element[] => {
    const all = [...scope.querySelectorAll("*")];
    if ("css" in target) return [...scope.querySelectorAll(target.css)];
    if ("role" in target)
      return all.filter(
        (el) =>
          roleOf(el) === target.role && (target.name === undefined || matches(nameOf(el), target.name, target.exact)),
      );
    if ("label" in target)
      return all.filter((el) => (el as HTMLInputElement).labels?.length && matches(nameOf(el), target.label, true));
    // The innermost elements whose text matches.
    const hits = all.filter((el) => matches(normalize(textOf(el)), target.text, target.exact));
    return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
  };

  /** Every element the target names (only drawn ones, unless it says `hidden`). */
  const findAll = (target: Target): Element[] => {
    const scopes: ParentNode[] = target.within ? findAll(target.within) : [document];
    return scopes.flatMap((scope) => candidates(target, scope)).filter((el) => target.hidden || rendered(el));
  };

  const find = (target: Target): Element | null => findAll(target)[0] ?? null;

  /** A short description of an element for error messages. */
  const describe = (el: Element | null) => {
    if (!el) return "nothing";
    const id = el.id ? `#${el.id}` : "";
    const label = nameOf(el) || normalize(textOf(el)).slice(0, 60);
    return `<${el.localName}${id}${label ? ` "${label}"` : ""}>`;
  };

  /**
   * Where the element stands, brought into view first, and what is drawn at its centre. Synchronous: a page without
   * JavaScript runs no timers or frames for the automation's scripts either, so waiting is the caller's.
   */
  const clickPoint = (target: Target) => {
    const el = find(target);
    if (!el) return null;
    let box = el.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      box = el.getBoundingClientRect();
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      box: [box.left, box.top, box.width, box.height],
      covered: top && (el === top || el.contains(top)) ? null : describe(top),
    };
  };

  /** Whether a disclosure is open: its aria-expanded, or for a popover's button whether the popover shows. */
  const expanded = (el: Element | null) => {
    if (!el) return null;
    const state = el.getAttribute("aria-expanded");
    if (state !== null) return state === "true";
    const popover = (el as HTMLButtonElement).popoverTargetElement;
    return popover ? popover.matches(":popover-open") : null;
  };

  /** The element a control names with aria-controls (a disclosure's panel). */
  const controlled = (el: Element | null) => {
    const id = el?.getAttribute("aria-controls");
    return id ? document.getElementById(id) : ((el as HTMLButtonElement | null)?.popoverTargetElement ?? null);
  };

  /** The text of a field's description (aria-describedby): where its error message is announced. */
  const description = (el: Element | null) => {
    const ids = el?.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
    return normalize(ids.map((id) => textOf(document.getElementById(id) ?? document.createElement("i"))).join(" "));
  };

  const focused = (target: Target) => {
    const el = find(target);
    return el !== null && el === document.activeElement;
  };

  const focusWithin = (target: Target) => {
    const el = find(target);
    return el !== null && document.activeElement !== null && el.contains(document.activeElement);
  };

  /** React has hydrated the header's language links (its effects ran in the same commit): the page ran its code. */
  const hydrated = () => {
    const link = document.querySelector("header a[hreflang]");
    return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
  };

  return {
    find,
    findAll,
    describe,
    nameOf,
    rendered,
    onScreen,
    clickPoint,
    expanded,
    controlled,
    description,
    focused,
    focusWithin,
    hydrated,
    normalize,
    textOf,
  };
}

export type PageLibrary = ReturnType<typeof pageLibrary>;
