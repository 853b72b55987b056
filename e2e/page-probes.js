/**
 * Measurements made inside the page, added as a script tag like axe-core (plain JavaScript, so no
 * bundler helper ends up in a function Playwright has to serialise). Defines window.okotaProbes:
 *   contrast(): every visible text, control and placeholder whose colour against its effective
 *     background is below WCAG 1.4.3 (4.5:1, or 3:1 for text ≥ 24 px or ≥ 18.66 px bold);
 *   texts(): what a person sees or hears: visible text, aria-labels, titles, placeholders, options
 *     and the document title.
 */
(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const pen = canvas.getContext('2d', { willReadFrequently: true });
  const cache = new Map();

  /** Any CSS colour (Tailwind 4 computes oklch) as sRGB 0–255 and alpha 0–1, through a canvas. */
  function toRgba(css) {
    if (cache.has(css)) return cache.get(css);
    pen.globalCompositeOperation = 'copy';
    pen.fillStyle = 'rgba(0,0,0,0)';
    pen.fillStyle = css;
    pen.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = pen.getImageData(0, 0, 1, 1).data;
    const colour = { r, g, b, a: a / 255 };
    cache.set(css, colour);
    return colour;
  }

  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  const ratioOf = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (c) => `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

  const COLOUR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\btransparent\b|\b(?:white|black)\b/gi;

  function opacityChain(element) {
    let opacity = 1;
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  }

  /**
   * The colours that can be behind `element`'s text: its own background and its ancestors',
   * composited from the first opaque one up. A gradient counts as each of its stops (the text must
   * be readable on all of them); a photo (url()) cannot be judged, so the text is left out (null).
   */
  function backdrops(element) {
    const layers = [];
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const style = getComputedStyle(node);
      const opacity = opacityChain(node);
      // The background image is painted over the background colour: two layers, image first.
      const own = [];
      if (style.backgroundImage && style.backgroundImage !== 'none') {
        if (/url\(/.test(style.backgroundImage)) return null;
        own.push((style.backgroundImage.match(COLOUR) ?? []).map(toRgba));
      }
      own.push([toRgba(style.backgroundColor)]);
      let opaque = false;
      for (const candidates of own) {
        const layer = candidates.filter((c) => c.a > 0).length ? candidates.map((c) => ({ ...c, a: c.a * opacity })) : [];
        if (!layer.length) continue;
        layers.push(layer);
        if (layer.every((c) => c.a >= 0.999)) {
          opaque = true;
          break;
        }
      }
      if (opaque) break;
    }
    let below = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const layer of layers.reverse()) {
      const next = [];
      for (const top of layer) for (const base of below) next.push(over(top, base));
      below = next.slice(0, 24);
    }
    return below;
  }

  function isShown(element) {
    if (element.closest('svg, noscript, script, style, template, [hidden]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.display === 'none') return false;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    // A drawer pushed off the side of the screen is closed, not shown.
    if (rect.right <= 0 || rect.left >= document.documentElement.clientWidth) return false;
    return opacityChain(element) > 0.01;
  }

  const ownText = (element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();

  function describe(element) {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      let part = node.tagName.toLowerCase();
      if (node.id) part += `#${node.id}`;
      else if (node.getAttribute('role')) part += `[role=${node.getAttribute('role')}]`;
      else if (typeof node.className === 'string' && node.className.trim()) part += `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}`;
      parts.unshift(part);
    }
    return parts.join(' > ');
  }

  /** What text an element shows, and in which colour: its own text, a control's value or placeholder. */
  function shownText(element) {
    const tag = element.tagName;
    if (tag === 'SELECT') return { text: element.selectedOptions[0]?.text?.trim() ?? '', colour: getComputedStyle(element).color };
    if (tag === 'INPUT' || tag === 'TEXTAREA') {
      if (/^(hidden|checkbox|radio|file|range|color|image)$/.test(element.type)) return null;
      if (element.value) return { text: element.type === 'password' ? '••••' : element.value, colour: getComputedStyle(element).color };
      if (element.placeholder) return { text: element.placeholder, colour: getComputedStyle(element, '::placeholder').color, placeholder: true };
      return null;
    }
    const text = ownText(element);
    return text ? { text, colour: getComputedStyle(element).color } : null;
  }

  function contrast() {
    const findings = [];
    for (const element of document.body.querySelectorAll('*')) {
      const shown = shownText(element);
      if (!shown || !/[\p{L}\p{N}]/u.test(shown.text)) continue;
      // WCAG leaves inactive controls out.
      if (element.closest(':disabled, [aria-disabled="true"]')) continue;
      if (!isShown(element)) continue;
      const text = toRgba(shown.colour);
      if (text.a === 0) continue; // gradient-clipped lettering, drawn by its background
      const behind = backdrops(element);
      if (!behind) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      let worst = null;
      for (const background of behind) {
        const foreground = over({ ...text, a: text.a * opacityChain(element) }, background);
        const ratio = ratioOf(foreground, background);
        if (!worst || ratio < worst.ratio) worst = { ratio, foreground, background };
      }
      if (worst.ratio + 0.005 < required) {
        findings.push({
          selector: describe(element) + (shown.placeholder ? '::placeholder' : ''),
          text: shown.text.slice(0, 60),
          colours: `${hex(worst.foreground)} on ${hex(worst.background)}`,
          ratio: Math.round(worst.ratio * 100) / 100,
          required,
        });
      }
    }
    return findings;
  }

  function texts() {
    const seen = new Set();
    const add = (value) => {
      const text = (value ?? '').replace(/\s+/g, ' ').trim();
      if (text) seen.add(text);
    };
    add(document.title);
    for (const element of document.body.querySelectorAll('*')) {
      if (element.tagName === 'OPTION') {
        const select = element.closest('select');
        if (select && isShown(select)) add(element.textContent);
        continue;
      }
      if (!isShown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-placeholder']) add(element.getAttribute(name));
      const own = ownText(element);
      if (!own) continue;
      add(own);
      // A sentence split by inline markup ("Found <b>today</b>") is also read whole.
      const whole = element.parentElement && !element.parentElement.matches('body, main, section, div:has(> div)') ? element.parentElement.textContent : null;
      add(whole && whole.length < 300 ? whole : null);
    }
    return [...seen];
  }

  window.okotaProbes = { contrast, texts };
})();
