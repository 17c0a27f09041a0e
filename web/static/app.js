// Corroborate's browser interface. Plain JavaScript, no build step: every view is built with DOM
// calls and textContent, never innerHTML, so text from articles cannot become markup. The one
// piece of markup the API sends, <mark> in search fragments, is rebuilt by fragmentNodes.
'use strict';

(function () {
  const API = '/api/v1';
  const view = document.getElementById('view');

  // ---- DOM helpers -------------------------------------------------------------------------

  // el builds an element: attrs are properties or attributes; children are nodes or strings
  // (strings become text nodes). Null and false children are skipped.
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') e.className = v;
      else if (k === 'text') e.textContent = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else if (k === 'dataset') Object.assign(e.dataset, v);
      else e.setAttribute(k, v === true ? '' : String(v));
    }
    append(e, children);
    return e;
  }

  function append(parent, children) {
    for (const c of children.flat(Infinity)) {
      if (c === null || c === undefined || c === false) continue;
      parent.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
    }
    return parent;
  }

  function setView(...children) {
    view.replaceChildren();
    append(view, children);
  }

  function errorBox(err) {
    return el('div', { class: 'error', role: 'alert' },
      el('strong', { text: 'Could not load: ' }), err.message || String(err),
      err.code ? el('span', { class: 'code', text: ' (' + err.code + (err.requestId ? ', request ' + err.requestId : '') + ')' }) : null);
  }

  function loading(what) {
    return el('p', { class: 'loading', 'aria-busy': 'true', text: 'Loading ' + what + '…' });
  }

  function empty(text) {
    return el('p', { class: 'empty', text });
  }

  // ---- API ---------------------------------------------------------------------------------

  class ApiError extends Error {
    constructor(message, code, status, requestId) {
      super(message);
      this.code = code;
      this.status = status;
      this.requestId = requestId;
    }
  }

  // api fetches a JSON resource and turns the API's {"error": {...}} into an ApiError whose
  // message is the one the server chose to show users.
  async function api(path, params) {
    const qs = params ? '?' + new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined && v !== null)) : '';
    let resp;
    try {
      resp = await fetch(API + path + qs, { headers: { Accept: 'application/json' } });
    } catch (e) {
      throw new ApiError('the server cannot be reached (' + e.message + ')', 'unavailable', 0);
    }
    let body = null;
    try { body = await resp.json(); } catch (e) { /* a proxy's HTML error page */ }
    if (!resp.ok) {
      const e = body && body.error;
      throw new ApiError(e && e.message ? e.message : 'HTTP ' + resp.status, e && e.code, resp.status, e && e.request_id);
    }
    return body;
  }

  // ---- Routing -----------------------------------------------------------------------------

  // parseHash reads "#/route/arg?k=v" into {route, arg, params}.
  function parseHash() {
    const h = location.hash.replace(/^#\/?/, '');
    const qi = h.indexOf('?');
    const path = qi < 0 ? h : h.slice(0, qi);
    const params = new URLSearchParams(qi < 0 ? '' : h.slice(qi + 1));
    const slash = path.indexOf('/');
    return {
      route: slash < 0 ? path : path.slice(0, slash),
      arg: slash < 0 ? '' : decodeURIComponent(path.slice(slash + 1)),
      params,
    };
  }

  function href(route, arg, params) {
    let h = '#/' + route;
    if (arg) h += '/' + encodeURIComponent(arg);
    if (params) {
      const p = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined && v !== null));
      const s = p.toString();
      if (s) h += '?' + s;
    }
    return h;
  }

  // baseName is a path's last element: full paths are long and mostly the same folder.
  function baseName(path) {
    const s = String(path || '');
    const i = Math.max(s.lastIndexOf('/'), s.lastIndexOf('\\'));
    return i >= 0 ? s.slice(i + 1) : s;
  }

  function docHref(documentId, start, end) {
    return href('doc', documentId, start !== undefined ? { start, end } : null);
  }

  function entityHref(idOrName) {
    return href('entity', idOrName);
  }

  // Each render gets a number; a response that arrives after the user moved on is dropped.
  let renderSeq = 0;

  // moveFocus puts keyboard and screen-reader focus on the new view's heading after a
  // navigation, as a page load would; the search box keeps focus while one searches, and a
  // document view focuses the passage it was opened at.
  function moveFocus(routeName) {
    if (routeName === 'search' || routeName === '' || document.getElementById('focus')) return;
    const h = view.querySelector('h1');
    if (!h) return;
    h.setAttribute('tabindex', '-1');
    h.focus({ preventScroll: false });
  }

  // NAV_OF names the menu entry a route belongs to, when it is not its own.
  const NAV_OF = { entity: 'entities', claim: 'claims' };

  async function route(ev) {
    const seq = ++renderSeq;
    // data-ready names the address the view shows once it is complete; tests and assistive
    // tools can wait for it instead of guessing when the old view went away.
    delete view.dataset.ready;
    const hash = location.hash;
    const current = () => seq === renderSeq;
    const { route, arg, params } = parseHash();
    for (const a of document.querySelectorAll('[data-nav]')) {
      const on = a.dataset.nav === (NAV_OF[route] || route || 'search');
      if (on) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current');
    }
    try {
      switch (route) {
        case 'doc': await documentView(arg, params, current); break;
        case 'claims': await claimsView(params, current); break;
        case 'entities': await entitiesView(params, current); break;
        case 'entity': await entityView(arg, current); break;
        case 'claim': await claimView(arg, params, current); break;
        case 'timeline': await timelineView(params, current); break;
        case 'path': await pathView(params, current); break;
        default: await searchView(params, current);
      }
    } catch (err) {
      if (current()) setView(errorBox(err));
    }
    if (!current()) return;
    if (ev) moveFocus(route);
    view.dataset.ready = hash;
  }

  // ---- Search ------------------------------------------------------------------------------

  const PAGE = 20;

  // decodeEntities undoes the HTML escaping of a fragment's text: the index escapes passage
  // text before adding <mark>, and we set text with textContent, which escapes again.
  function decodeEntities(s) {
    return s.replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos);/gi, (m, e) => {
      const l = e.toLowerCase();
      if (l === 'lt') return '<';
      if (l === 'gt') return '>';
      if (l === 'amp') return '&';
      if (l === 'quot') return '"';
      if (l === 'apos') return "'";
      const n = l.startsWith('#x') ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    });
  }

  // fragmentNodes rebuilds a highlighted fragment: <mark> and </mark> become <mark> elements,
  // everything else is text. No other tag survives, whatever the fragment holds.
  function fragmentNodes(fragment) {
    const out = document.createDocumentFragment();
    let marked = false;
    for (const part of String(fragment).split(/(<mark>|<\/mark>)/)) {
      if (part === '<mark>') { marked = true; continue; }
      if (part === '</mark>') { marked = false; continue; }
      if (!part) continue;
      const text = decodeEntities(part);
      out.appendChild(marked ? el('mark', { text }) : document.createTextNode(text));
    }
    return out;
  }

  function searchParams(params) {
    return {
      q: params.get('q') || '',
      source: params.get('source') || '',
      from: params.get('from') || '',
      to: params.get('to') || '',
      offset: Math.max(0, parseInt(params.get('offset') || '0', 10) || 0),
    };
  }

  function searchForm(p) {
    const q = el('input', { id: 'q', name: 'q', type: 'search', value: p.q, autocomplete: 'off', placeholder: '"smoking gun" source:CNN' });
    const source = el('input', { id: 'source', name: 'source', type: 'text', value: p.source });
    const from = el('input', { id: 'from', name: 'from', type: 'date', value: p.from });
    const to = el('input', { id: 'to', name: 'to', type: 'date', value: p.to });
    const form = el('form', {
      class: 'search-form', role: 'search',
      onsubmit: (ev) => {
        ev.preventDefault();
        location.hash = href('search', '', { q: q.value.trim(), source: source.value.trim(), from: from.value, to: to.value });
      },
    },
    el('div', { class: 'row' },
      el('label', { for: 'q', text: 'Search passages' }),
      q,
      el('button', { type: 'submit', text: 'Search' })),
    el('div', { class: 'row filters' },
      el('label', { for: 'source', text: 'Source' }), source,
      el('label', { for: 'from', text: 'Published from' }), from,
      el('label', { for: 'to', text: 'to' }), to),
    el('p', { class: 'help', id: 'search-help' },
      'Quote a phrase ("smoking gun"); name a field (source:CNN, entity:Assad, type:ORG, title:report); ',
      '+word requires it, -word excludes it.'));
    q.setAttribute('aria-describedby', 'search-help');
    return form;
  }

  async function searchView(params, current) {
    const p = searchParams(params);
    const form = searchForm(p);
    const facets = el('aside', { class: 'facets', 'aria-label': 'Refine' });
    const results = el('section', { class: 'results', 'aria-label': 'Results' });
    setView(el('h1', { class: 'visually-hidden', text: 'Search' }), form, activeFilters(p), el('div', { class: 'layout' }, facets, results));
    if (!p.q && !p.source && !p.from && !p.to) {
      results.append(empty('Search the passages of every ingested article. Try a phrase in quotes.'));
      if (!location.hash) form.querySelector('#q').focus();
      return;
    }
    results.append(loading('results'));
    let res;
    try {
      res = await api('/search', { q: p.q, source: p.source, from: p.from, to: p.to, offset: p.offset, size: PAGE, facets: 'true' });
    } catch (err) {
      // The form stays, so a mistyped query can be fixed where it was typed.
      if (current()) results.replaceChildren(errorBox(err));
      return;
    }
    if (!current()) return;
    results.replaceChildren();
    const total = res.total || 0;
    const hits = res.hits || [];
    results.append(el('p', { class: 'count', role: 'status' },
      total === 0 ? 'No passage matches.' : `${total} passage${total === 1 ? '' : 's'}` + (total > PAGE ? `, ${p.offset + 1}–${p.offset + hits.length} shown` : '')));
    for (const h of hits) results.append(hitCard(h));
    append(results, [pager(p, total)]);
    renderFacets(facets, res.facets || {}, p);
  }

  function hitCard(h) {
    const title = h.title || h.path || h.document_id;
    const frags = h.fragments && h.fragments.length ? h.fragments : null;
    return el('article', { class: 'hit', dataset: { documentId: h.document_id, passageId: h.passage_id } },
      el('h2', {}, el('a', { class: 'hit-title', href: docHref(h.document_id, h.start, h.end), text: title })),
      el('p', { class: 'meta' },
        h.source ? el('span', { class: 'source', text: h.source }) : null,
        h.published ? el('time', { datetime: h.published, text: h.published }) : null,
        el('span', { class: 'path', text: h.path })),
      frags
        ? frags.map((f) => el('p', { class: 'fragment' }, fragmentNodes(f)))
        : el('p', { class: 'fragment', text: h.text }),
      h.entities && h.entities.length
        ? el('ul', { class: 'chips', 'aria-label': 'Entities in this passage' },
          h.entities.map((n) => el('li', {}, el('a', { class: 'chip', href: entityHref(n), text: n }))))
        : null);
  }

  function pager(p, total) {
    if (total <= PAGE) return null;
    const nav = el('nav', { class: 'pager', 'aria-label': 'Pages' });
    const go = (offset) => href('search', '', { q: p.q, source: p.source, from: p.from, to: p.to, offset: offset || '' });
    if (p.offset > 0) nav.append(el('a', { href: go(Math.max(0, p.offset - PAGE)), rel: 'prev', text: '← Previous' }));
    if (p.offset + PAGE < total) nav.append(el('a', { href: go(p.offset + PAGE), rel: 'next', text: 'Next →' }));
    return nav;
  }

  // Facets refine the search: a source or a year sets a filter, an entity or an entity type
  // adds a required clause to the query.
  const FACETS = [
    ['source', 'Source', (p, v) => ({ ...p, source: v })],
    ['year', 'Year', (p, v) => ({ ...p, from: v + '-01-01', to: v + '-12-31' })],
    ['type', 'Entity type', (p, v) => ({ ...p, q: (p.q + ' +type:' + v).trim() })],
    ['entity', 'Entity', (p, v) => ({ ...p, q: (p.q + ' +entity:"' + v.replace(/"/g, '') + '"').trim() })],
  ];

  function renderFacets(box, facets, p) {
    box.replaceChildren();
    for (const [name, label, apply] of FACETS) {
      const counts = Object.entries(facets[name] || {}).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      if (!counts.length) continue;
      box.append(el('section', { class: 'facet' },
        el('h2', { text: label }),
        el('ul', {}, counts.map(([term, n]) => {
          const next = apply(p, term);
          return el('li', {}, el('a', { href: href('search', '', { q: next.q, source: next.source, from: next.from, to: next.to }) },
            el('span', { class: 'term', text: term }), ' ', el('span', { class: 'n', text: String(n), 'aria-label': n + ' passages' })));
        }))));
    }
  }

  function activeFilters(p) {
    const chips = [];
    const without = (change) => href('search', '', { ...{ q: p.q, source: p.source, from: p.from, to: p.to }, ...change });
    if (p.source) chips.push(el('a', { class: 'chip removable', href: without({ source: '' }), 'aria-label': 'Remove source filter ' + p.source, text: 'source: ' + p.source + ' ×' }));
    if (p.from || p.to) chips.push(el('a', { class: 'chip removable', href: without({ from: '', to: '' }), 'aria-label': 'Remove date filter', text: 'published: ' + (p.from || '…') + ' – ' + (p.to || '…') + ' ×' }));
    return chips.length ? el('div', { class: 'active-filters' }, 'Filters: ', chips) : null;
  }

  // ---- Document ----------------------------------------------------------------------------

  // Annotation kinds from outermost to innermost: at equal spans the earlier one wraps.
  const KIND_RANK = { passage: 0, disputed: 1, claim: 2, quote: 3, entity: 4, quantity: 5, date: 6 };

  // contestedClaims are the document's statements whose claim group other sources dispute, in
  // body order.
  function contestedClaims(doc) {
    return (doc.claims || []).filter((c) => c.status === 'contested' && c.group_id);
  }

  function annotations(doc, focus) {
    const out = [];
    const x = doc.extraction || {};
    if (focus) out.push({ kind: 'passage', start: focus.start, end: focus.end, title: 'The passage you came from' });
    // A sentence holding a contested statement is tinted, and the statement itself links to
    // every version other sources give of it.
    const passages = new Map((doc.passages || []).map((p) => [p.id, p]));
    const tinted = new Set();
    for (const c of contestedClaims(doc)) {
      const p = passages.get(c.passage_id);
      if (p && !tinted.has(p.id) && !(focus && focus.start === p.start && focus.end === p.end)) {
        tinted.add(p.id);
        out.push({ kind: 'disputed', start: p.start, end: p.end, title: 'Other sources dispute a statement in this sentence' });
      }
      out.push({ kind: 'claim', start: c.start, end: c.end, group: c.group_id, key: c.key, doc: doc.id, title: 'Contested (' + c.key + '): see what other sources say' });
    }
    for (const q of x.quotes || []) out.push({ kind: 'quote', start: q.start, end: q.end, title: q.speaker ? 'Quote attributed to ' + q.speaker : 'Quote, speaker unknown' });
    for (const e of x.entities || []) {
      for (const m of e.mentions || []) out.push({ kind: 'entity', start: m.start, end: m.end, type: e.type, name: e.name, id: e.id, title: e.name + ' · ' + e.type });
    }
    for (const q of x.quantities || []) {
      const what = [q.qualifier && q.qualifier !== 'exact' ? q.qualifier : '', q.low !== q.high && q.high ? q.low + '–' + q.high : q.value, q.unit || '', q.noun || (q.of ? 'of ' + q.of : ''), q.rate ? 'per ' + q.rate : ''].filter(Boolean).join(' ');
      out.push({ kind: 'quantity', start: q.start, end: q.end, title: 'Quantity: ' + what });
    }
    for (const d of x.dates || []) out.push({ kind: 'date', start: d.start, end: d.end, title: 'Date: ' + (d.iso || 'unresolved') + (d.relative ? ' (relative)' : '') });
    out.sort((a, b) => a.start - b.start || b.end - a.end || KIND_RANK[a.kind] - KIND_RANK[b.kind]);
    return out;
  }

  // renderBody lays the annotations over the body. Offsets are UTF-8 byte offsets, so the body
  // is encoded once and every piece is decoded from its byte range: JavaScript string indices
  // count UTF-16 units and would drift after the first non-ASCII character. Annotations nest
  // (a mention inside a quote); one that crosses the end of an enclosing one is left out here
  // and still listed beside the text.
  function renderBody(body, anns) {
    const bytes = new TextEncoder().encode(body);
    const dec = new TextDecoder();
    const text = (a, b) => document.createTextNode(dec.decode(bytes.subarray(a, b)));
    const valid = anns.filter((a) => Number.isInteger(a.start) && Number.isInteger(a.end) && a.start >= 0 && a.start < a.end && a.end <= bytes.length);
    let i = 0;
    function fill(parent, from, to, inLink) {
      let cursor = from;
      while (i < valid.length && valid[i].start < to) {
        const a = valid[i];
        if (a.start < cursor || a.end > to) { i++; continue; }
        if (a.start > cursor) parent.appendChild(text(cursor, a.start));
        i++;
        const node = annotationElement(a, inLink);
        fill(node, a.start, a.end, inLink || node.tagName === 'A');
        parent.appendChild(node);
        cursor = a.end;
      }
      if (cursor < to) parent.appendChild(text(cursor, to));
    }
    const root = el('div', { class: 'body', lang: 'en' });
    fill(root, 0, bytes.length, false);
    return root;
  }

  function annotationElement(a, inLink) {
    const data = { start: a.start, end: a.end, kind: a.kind };
    if (a.kind === 'passage') return el('span', { class: 'ann ann-passage', id: 'focus', tabindex: '-1', title: a.title, dataset: data });
    if (a.kind === 'quote') return el('span', { class: 'ann ann-quote', title: a.title, dataset: data });
    if (a.kind === 'disputed') return el('span', { class: 'ann ann-disputed', title: a.title, dataset: data });
    if (a.kind === 'claim') {
      data.group = a.group;
      data.key = a.key;
      return inLink
        ? el('mark', { class: 'ann ann-claim', title: a.title, dataset: data })
        : el('a', { class: 'ann ann-claim', href: href('claim', a.group, { doc: a.doc }), title: a.title, 'aria-describedby': 'contested-note', dataset: data });
    }
    if (a.kind === 'entity') {
      data.name = a.name;
      data.type = a.type;
      const cls = 'ann ann-entity type-' + String(a.type || '').toLowerCase();
      return inLink
        ? el('mark', { class: cls, title: a.title, dataset: data })
        : el('a', { class: cls, href: entityHref(a.id || a.name), title: a.title, dataset: data });
    }
    return el('mark', { class: 'ann ann-' + a.kind, title: a.title, dataset: data });
  }

  function safeURL(u) {
    try {
      const url = new URL(u);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch (e) { return null; }
  }

  async function documentView(id, params, current) {
    if (!id) { setView(errorBox(new Error('no document id in the address'))); return; }
    setView(loading('the document'));
    const doc = await api('/documents/' + encodeURIComponent(id));
    if (!current()) return;
    const start = parseInt(params.get('start'), 10);
    const end = parseInt(params.get('end'), 10);
    const focus = Number.isInteger(start) && Number.isInteger(end) && start < end ? { start, end } : null;
    const anns = annotations(doc, focus);
    const x = doc.extraction || {};
    const url = doc.url && safeURL(doc.url);

    const legend = el('ul', { class: 'legend', 'aria-label': 'Highlight key' },
      [['entity', 'Entities (people, organisations, places…)'], ['quantity', 'Quantities'], ['date', 'Dates'], ['quote', 'Quotes'],
        ['claim', 'Contested by other sources']]
        .map(([k, label]) => el('li', {}, el('span', { class: 'swatch ann-' + k, 'aria-hidden': 'true' }), label)));

    setView(
      el('article', { class: 'document' },
        el('h1', { text: doc.title || doc.path }),
        el('p', { class: 'meta' },
          doc.source ? el('span', { class: 'source', text: doc.source }) : null,
          doc.published ? el('time', { datetime: doc.published, text: doc.published }) : null,
          doc.author ? el('span', { text: 'by ' + doc.author }) : null,
          el('span', { class: 'path', text: doc.path }),
          url ? el('a', { href: url, rel: 'noopener noreferrer', target: '_blank', text: 'original' }) : null),
        contestedSummary(doc),
        legend,
        el('div', { class: 'doc-layout' },
          renderBody(doc.body || '', anns),
          el('aside', { class: 'doc-side', 'aria-label': 'What was read from this document' },
            claimList(doc),
            entityList(x.entities || []),
            quoteList(x.quotes || []),
            simpleList('Quantities', (x.quantities || []).map((q) => q.text)),
            simpleList('Dates', (x.dates || []).map((d) => d.text + (d.iso ? ' → ' + d.iso : '')))))));
    const f = document.getElementById('focus');
    if (f) { f.scrollIntoView({ block: 'center' }); f.focus({ preventScroll: true }); }
  }

  // contestedSummary says up front how many statements other sources dispute; the note also
  // describes every contested link in the text to screen readers (aria-describedby).
  function contestedSummary(doc) {
    const n = contestedClaims(doc).length;
    const all = (doc.claims || []).length;
    const counts = {};
    for (const c of doc.claims || []) counts[c.status] = (counts[c.status] || 0) + 1;
    const text = n === 0
      ? (all ? `None of the ${all} statement${all === 1 ? '' : 's'} compared with other sources is contested.` : 'No statement of this document could be compared with other sources.')
      : `${n} statement${n === 1 ? ' is' : 's are'} contested by other sources: marked in red in the text, each a link to the versions side by side.`;
    return el('p', { class: 'contested-note' + (n ? ' has-contested' : ''), id: 'contested-note', role: 'note' }, text,
      all ? el('span', { class: 'counts', text: ' (' + STATUSES.filter((st) => counts[st]).map((st) => counts[st] + ' ' + st).join(', ') + ')' }) : null);
  }

  // claimList lists the document's statements with their verdict, contested first.
  function claimList(doc) {
    const claims = doc.claims || [];
    if (!claims.length) return null;
    const rank = { contested: 0, corroborated: 1, 'single-source': 2 };
    const sorted = [...claims].sort((a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3) || a.start - b.start);
    return el('section', { class: 'doc-claims' }, el('h2', { text: 'Statements checked' }),
      el('ul', { class: 'claim-list' }, sorted.map((c) => el('li', { class: 'status-' + c.status, dataset: { claimId: c.id, status: c.status || '' } },
        el('span', { class: 'badge status', text: c.status || 'unknown' }), ' ',
        c.group_id ? el('a', { href: href('claim', c.group_id, { doc: doc.id }), text: c.text }) : el('span', { text: c.text }), ' ',
        el('a', { class: 'in-text', href: docHref(doc.id, c.start, c.end), 'aria-label': 'Show “' + c.text + '” in the text', text: '↧ in text' })))));
  }

  function entityList(entities) {
    if (!entities.length) return null;
    const sorted = [...entities].sort((a, b) => (b.mentions || []).length - (a.mentions || []).length || a.name.localeCompare(b.name));
    return el('section', {}, el('h2', { text: 'Entities' }),
      el('ul', { class: 'entity-list' }, sorted.map((e) => el('li', {},
        el('a', { href: entityHref(e.id || e.name), text: e.name }), ' ',
        el('span', { class: 'badge type-' + String(e.type).toLowerCase(), text: e.type }), ' ',
        el('span', { class: 'n', text: '×' + (e.mentions || []).length, 'aria-label': (e.mentions || []).length + ' mentions' })))));
  }

  function quoteList(quotes) {
    if (!quotes.length) return null;
    return el('section', {}, el('h2', { text: 'Quotes' }),
      el('ul', { class: 'quote-list' }, quotes.map((q) => el('li', {},
        el('q', { text: q.text }), ' ', el('span', { class: 'speaker', text: '— ' + (q.speaker || 'speaker unknown') })))));
  }

  function simpleList(title, items) {
    if (!items.length) return null;
    return el('section', {}, el('h2', { text: title }), el('ul', {}, items.map((t) => el('li', { text: t }))));
  }

  // ---- Claims ------------------------------------------------------------------------------

  const STATUSES = ['contested', 'corroborated', 'single-source'];
  const KINDS = ['quantity', 'event', 'quote', 'role'];

  async function claimsView(params, current) {
    const status = params.get('status') || '';
    const kind = params.get('kind') || '';
    const statusSel = el('select', { id: 'status', name: 'status' },
      el('option', { value: '', text: 'any' }), STATUSES.map((s) => el('option', { value: s, text: s, selected: s === status })));
    const kindSel = el('select', { id: 'kind', name: 'kind' },
      el('option', { value: '', text: 'any' }), KINDS.map((k) => el('option', { value: k, text: k, selected: k === kind })));
    const form = el('form', {
      class: 'filter-form',
      onsubmit: (ev) => { ev.preventDefault(); location.hash = href('claims', '', { status: statusSel.value, kind: kindSel.value }); },
    }, el('label', { for: 'status', text: 'Status' }), statusSel, el('label', { for: 'kind', text: 'Kind' }), kindSel,
    el('button', { type: 'submit', text: 'Show' }));
    const list = el('section', { class: 'claims', 'aria-label': 'Claim groups' }, loading('claims'));
    setView(el('h1', { text: 'Claims' }),
      el('p', { class: 'help', text: 'Every statement about one thing, side by side: contested when the versions disagree, corroborated when independent origins agree.' }),
      form, list);
    const res = await api('/claims', { status, kind, limit: 100 });
    if (!current()) return;
    list.replaceChildren();
    const groups = res.claims || [];
    if (!groups.length) { list.append(empty('No claim group matches.')); return; }
    list.append(el('p', { class: 'count', role: 'status', text: groups.length + ' claim group' + (groups.length === 1 ? '' : 's') }));
    for (const g of groups) list.append(claimGroup(g, 'h2'));
  }

  function variantLabel(v) {
    return [v.qualifier && v.qualifier !== 'exact' ? v.qualifier : '', v.value, v.unit || '', v.speaker && v.speaker !== v.value ? '(' + v.speaker + ')' : '']
      .filter(Boolean).join(' ');
  }

  // claimGroup shows a group's variants side by side; statements of the document the reader
  // came from (fromDoc) are marked, so they can find their own source among the others.
  function claimGroup(g, heading, fromDoc) {
    const variants = g.variants || [];
    return el('article', { class: 'claim-group status-' + g.status, dataset: { status: g.status, kind: g.kind } },
      el('header', {},
        el(heading, { class: 'claim-key', text: g.key }),
        el('span', { class: 'badge status', text: g.status }), ' ',
        el('span', { class: 'badge kind', text: g.kind }), ' ',
        el('span', { class: 'meta', text: `${g.documents} document${g.documents === 1 ? '' : 's'} · ${g.independent_origins} independent origin${g.independent_origins === 1 ? '' : 's'}` })),
      el('div', { class: 'variants' }, variants.map((v) => el('section', { class: 'variant' },
        el('h3', { text: variantLabel(v) || '(no value)' }),
        el('ul', {}, (v.statements || []).map((s) => el('li', { class: 'statement' + (fromDoc && s.document_id === fromDoc ? ' from-here' : ''), dataset: { claimId: s.claim_id } },
          fromDoc && s.document_id === fromDoc ? el('span', { class: 'badge here', text: 'the document you came from' }) : null,
          el('blockquote', { text: s.text }),
          el('p', { class: 'meta' },
            el('a', { href: docHref(s.document_id, s.start, s.end), title: s.path, text: s.source || baseName(s.path) }),
            s.attributed_to ? el('span', { text: ' · attributed to ' + s.attributed_to }) : null))))))));
  }

  // ---- Entities ----------------------------------------------------------------------------

  const TYPES = ['PERSON', 'ORG', 'PLACE', 'BRANCH', 'FACILITY', 'DETAINEE'];

  async function entitiesView(params, current) {
    const q = params.get('q') || '';
    const type = params.get('type') || '';
    const qIn = el('input', { id: 'eq', type: 'search', value: q, autocomplete: 'off' });
    const typeSel = el('select', { id: 'etype' }, el('option', { value: '', text: 'any' }), TYPES.map((t) => el('option', { value: t, text: t, selected: t === type })));
    const form = el('form', {
      class: 'filter-form', role: 'search',
      onsubmit: (ev) => { ev.preventDefault(); location.hash = href('entities', '', { q: qIn.value.trim(), type: typeSel.value }); },
    }, el('label', { for: 'eq', text: 'Name or alias' }), qIn, el('label', { for: 'etype', text: 'Type' }), typeSel,
    el('button', { type: 'submit', text: 'Find' }));
    const list = el('section', { 'aria-label': 'Entities' }, loading('entities'));
    setView(el('h1', { text: 'Entities' }), form, list);
    const res = await api('/entities', { q, type, limit: 100 });
    if (!current()) return;
    list.replaceChildren();
    const es = res.entities || [];
    if (!es.length) { list.append(empty(q ? 'No entity is named like that.' : 'No entities yet.')); return; }
    list.append(el('table', { class: 'entities' },
      el('thead', {}, el('tr', {}, ['Name', 'Type', 'Also written', 'Documents', 'Mentions'].map((h, i) => el('th', { scope: 'col', class: i > 2 ? 'num' : null, text: h })))),
      el('tbody', {}, es.map((e) => el('tr', {},
        el('td', {}, el('a', { href: entityHref(e.id || e.name), text: e.name })),
        el('td', {}, el('span', { class: 'badge type-' + String(e.type).toLowerCase(), text: e.type })),
        el('td', { text: (e.aliases || []).filter((a) => a !== e.name).join(', ') }),
        el('td', { class: 'num', text: String(e.documents) }),
        el('td', { class: 'num', text: String(e.mentions) }))))));
  }

  async function entityView(id, current) {
    if (!id) { setView(errorBox(new Error('no entity in the address'))); return; }
    setView(loading('the entity'));
    // The neighbours are asked for at once; their failure leaves the rest of the page standing.
    const [e, nb] = await Promise.all([
      api('/entities/' + encodeURIComponent(id)),
      api('/entities/' + encodeURIComponent(id) + '/neighbours', { limit: NEIGHBOURS }).catch((err) => ({ error: err })),
    ]);
    if (!current()) return;
    const aliases = (e.aliases || []).filter((a) => a !== e.name);
    setView(el('article', { class: 'entity' },
      el('h1', {}, e.name, ' ', el('span', { class: 'badge type-' + String(e.type).toLowerCase(), text: e.type })),
      el('p', { class: 'meta' }, `${e.documents || 0} document${e.documents === 1 ? '' : 's'} · ${e.mentions || 0} mention${e.mentions === 1 ? '' : 's'} · `,
        el('a', { href: href('search', '', { q: 'entity:"' + e.name.replace(/"/g, '') + '"' }), text: 'passages naming ' + e.name }), ' · ',
        el('a', { href: href('timeline', '', { about: e.name }), text: 'timeline' }), ' · ',
        el('a', { href: href('path', '', { from: e.name }), text: 'find a path from here' })),
      aliases.length ? el('section', {}, el('h2', { text: 'Also written' }), el('ul', { class: 'chips' }, aliases.map((a) => el('li', { class: 'chip', text: a })))) : null,
      (e.roles || []).length ? el('section', {}, el('h2', { text: 'Roles' }), el('ul', {}, e.roles.map((r) => el('li', {},
        el('strong', { text: r.title }), r.org ? ' — ' + r.org : '', ' ',
        r.evidence && r.evidence.document_id ? el('a', { href: docHref(r.evidence.document_id, r.evidence.start, r.evidence.end), title: r.evidence.path, text: '(' + (r.evidence.source || baseName(r.evidence.path)) + ')' }) : null)))) : null,
      (e.document_refs || []).length ? el('section', {}, el('h2', { text: 'Documents' }), el('ul', {}, e.document_refs.map((d) => el('li', {},
        el('a', { href: docHref(d.id), text: d.title || d.path }), ' ',
        el('span', { class: 'meta', text: [d.source, d.published].filter(Boolean).join(' · ') }))))) : null,
      neighbourSection(nb),
      (e.claims || []).length ? el('section', {}, el('h2', { text: 'Claims' }), e.claims.map((g) => claimGroup(g, 'h3'))) : null,
      decisionSection(e),
      (e.merges || []).length ? el('section', {}, el('h2', { text: 'Why these names are one entity' }), el('ul', {}, e.merges.map((m) => el('li', {},
        el('q', { text: m.alias }), ' — ' + m.reason + ' (score ' + Number(m.score).toFixed(2) + ')')))) : null));
  }

  const NEIGHBOURS = 25;

  // evidenceList shows passages that justify a link, each opening its document at the passage.
  function evidenceList(evidence) {
    return el('ul', { class: 'evidence' }, (evidence || []).map((ev) => el('li', { dataset: { passageId: ev.passage_id } },
      el('blockquote', { text: ev.text }),
      el('p', { class: 'meta' }, el('a', { href: docHref(ev.document_id, ev.start, ev.end), title: ev.path, text: ev.source || baseName(ev.path) })))));
  }

  function entityChip(n) {
    return el('span', { class: 'entity-ref' },
      el('a', { href: entityHref(n.id || n.name), text: n.name }), ' ',
      n.type ? el('span', { class: 'badge type-' + String(n.type).toLowerCase(), text: n.type }) : null);
  }

  const EDGE_KINDS = { 'co-mention': 'named in the same passage', role: 'holds a role', 'adjacent-sentences': 'named in adjacent sentences' };

  function neighbourSection(nb) {
    const head = el('h2', { id: 'neighbours-h', text: 'Connected entities' });
    if (nb && nb.error) return el('section', { class: 'neighbours', 'aria-labelledby': 'neighbours-h' }, head, errorBox(nb.error));
    const edges = (nb && nb.edges) || [];
    if (!edges.length) return el('section', { class: 'neighbours', 'aria-labelledby': 'neighbours-h' }, head, empty('No other entity is named beside this one.'));
    return el('section', { class: 'neighbours', 'aria-labelledby': 'neighbours-h' }, head,
      el('p', { class: 'help', text: 'Who is named with this entity, strongest link first, with the passages that say so.' }),
      el('ul', { class: 'neighbour-list' }, edges.map((ed) => el('li', { class: 'neighbour', dataset: { id: ed.to.id, kind: ed.kind } },
        el('h3', {}, entityChip(ed.to)),
        el('p', { class: 'meta', text: (EDGE_KINDS[ed.kind] || ed.kind) + ' · ' + ed.weight + ' passage' + (ed.weight === 1 ? '' : 's') }),
        evidenceList(ed.evidence)))));
  }

  function decisionSection(e) {
    const ds = e.decisions || [];
    if (!ds.length) return null;
    return el('section', { class: 'decisions' }, el('h2', { text: 'Decisions people made' }),
      el('ul', {}, ds.map((d) => el('li', { dataset: { action: d.action } },
        d.action === 'merge'
          ? ['Merged ', el('code', { text: d.b || '?' }), ' into ', el('a', { href: entityHref(d.a), text: d.a === e.id ? 'this entity' : d.a })]
          : ['Split ', el('q', { text: d.alias || '' }), ' off ', el('a', { href: entityHref(d.a), text: d.a === e.id ? 'this entity' : d.a }),
            d.new_id ? [' into ', el('a', { href: entityHref(d.new_id), text: d.new_id === e.id ? 'this entity' : d.new_id })] : null],
        d.at ? [' · ', el('time', { datetime: d.at, text: d.at.slice(0, 10) })] : null))));
  }

  // ---- One claim group ---------------------------------------------------------------------

  async function claimView(id, params, current) {
    if (!id) { setView(errorBox(new Error('no claim group in the address'))); return; }
    setView(loading('the claim'));
    const g = await api('/claims/' + encodeURIComponent(id));
    if (!current()) return;
    setView(el('h1', { text: 'Claim: ' + g.key }),
      el('p', { class: 'help' }, 'Every version of this statement, with the sources that make it. ',
        el('a', { href: href('claims', '', { status: g.status }), text: 'Other ' + g.status + ' claims' })),
      claimGroup(g, 'h2', params.get('doc') || ''));
  }

  // ---- Timeline ----------------------------------------------------------------------------

  function formatDate(iso, granularity) {
    if (!iso) return 'undated';
    if (granularity === 'year') return iso.slice(0, 4);
    if (granularity === 'month') return iso.slice(0, 7);
    return iso.slice(0, 10);
  }

  async function timelineView(params, current) {
    const about = params.get('about') || '';
    const aboutIn = el('input', { id: 'about', name: 'about', type: 'search', value: about, autocomplete: 'off' });
    const form = el('form', {
      class: 'filter-form', role: 'search',
      onsubmit: (ev) => { ev.preventDefault(); location.hash = href('timeline', '', { about: aboutIn.value.trim() }); },
    }, el('label', { for: 'about', text: 'About (entity name, or empty for all)' }), aboutIn, el('button', { type: 'submit', text: 'Show' }));
    const list = el('section', { class: 'timeline', 'aria-label': 'Dated statements' }, loading('the timeline'));
    setView(el('h1', { text: about ? 'Timeline: ' + about : 'Timeline' }),
      el('p', { class: 'help', text: 'Dated events the sources report, earliest first; each opens the passage that states it.' }),
      form, list);
    let res;
    try {
      res = await api('/timeline', { about });
    } catch (err) {
      if (current()) list.replaceChildren(errorBox(err));
      return;
    }
    if (!current()) return;
    list.replaceChildren();
    const entries = res.entries || [];
    if (!entries.length) { list.append(empty(about ? 'No dated statement about ' + about + '.' : 'No dated statement yet.')); return; }
    list.append(el('p', { class: 'count', role: 'status', text: entries.length + ' dated statement' + (entries.length === 1 ? '' : 's') }));
    // Grouped by year, in the order the API gives (date order, undated last).
    const years = [];
    for (const t of entries) {
      const y = t.iso ? t.iso.slice(0, 4) : 'Undated';
      if (!years.length || years[years.length - 1].year !== y) years.push({ year: y, entries: [] });
      years[years.length - 1].entries.push(t);
    }
    for (const y of years) {
      list.append(el('h2', { class: 'tl-year', text: y.year }),
        el('ol', { class: 'tl-list' }, y.entries.map((t) => el('li', { class: 'tl-entry', dataset: { iso: t.iso || '', key: t.claim_key || '' } },
          el('div', { class: 'tl-when' },
            t.iso ? el('time', { datetime: t.iso, text: formatDate(t.iso, t.granularity) }) : el('span', { class: 'undated', text: 'undated' }),
            t.text ? el('span', { class: 'as-written', text: '“' + t.text + '”' }) : null),
          el('div', { class: 'tl-what' },
            el('blockquote', { text: t.evidence.text }),
            el('p', { class: 'meta' },
              el('a', { href: docHref(t.evidence.document_id, t.evidence.start, t.evidence.end), title: t.evidence.path, text: t.evidence.source || baseName(t.evidence.path) }),
              t.claim_key ? el('span', { class: 'key', text: t.claim_key }) : null))))));
    }
  }

  // ---- Path --------------------------------------------------------------------------------

  async function pathView(params, current) {
    const from = params.get('from') || '';
    const to = params.get('to') || '';
    const fromIn = el('input', { id: 'from-entity', name: 'from', type: 'search', value: from, autocomplete: 'off', required: true });
    const toIn = el('input', { id: 'to-entity', name: 'to', type: 'search', value: to, autocomplete: 'off', required: true });
    const form = el('form', {
      class: 'filter-form',
      onsubmit: (ev) => { ev.preventDefault(); location.hash = href('path', '', { from: fromIn.value.trim(), to: toIn.value.trim() }); },
    }, el('label', { for: 'from-entity', text: 'From' }), fromIn, el('label', { for: 'to-entity', text: 'to' }), toIn,
    el('button', { type: 'submit', text: 'Find path' }));
    const result = el('section', { class: 'path-view', 'aria-label': 'Path' });
    setView(el('h1', { text: from && to ? 'Path: ' + from + ' → ' + to : 'Path between two entities' }),
      el('p', { class: 'help', text: 'The shortest chain of entities linking two names, each link with the passages that make it.' }),
      form, result);
    if (!from || !to) {
      result.append(empty('Name two entities (a name, an alias or an id).'));
      if (!from) fromIn.focus(); else toIn.focus();
      return;
    }
    result.append(loading('the path'));
    let p;
    try {
      p = await api('/paths', { from, to });
    } catch (err) {
      if (current()) result.replaceChildren(errorBox(err));
      return;
    }
    if (!current()) return;
    const nodes = p.nodes || [];
    const edges = p.edges || [];
    result.replaceChildren(
      el('p', { class: 'count', role: 'status', text: edges.length + ' step' + (edges.length === 1 ? '' : 's') }),
      el('ol', { class: 'path-nodes', 'aria-label': 'Entities on the path' }, nodes.map((n) => el('li', { class: 'path-node', dataset: { id: n.id } }, entityChip(n)))),
      el('ol', { class: 'path-steps' }, edges.map((ed) => el('li', { class: 'path-step', dataset: { kind: ed.kind } },
        el('h2', {}, el('span', { text: ed.from.name }), ' ', el('span', { class: 'arrow', 'aria-label': 'to', text: '→' }), ' ', el('span', { text: ed.to.name })),
        el('p', { class: 'meta', text: EDGE_KINDS[ed.kind] || ed.kind }),
        evidenceList(ed.evidence)))));
  }

  // Script errors and blocked loads are kept where a test (or a person in the console) can
  // read them; the page itself goes on.
  const problems = [];
  window.addEventListener('error', (e) => problems.push('error: ' + e.message));
  window.addEventListener('unhandledrejection', (e) => problems.push('rejection: ' + (e.reason && e.reason.message || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => problems.push('blocked by policy: ' + e.violatedDirective + ' ' + e.blockedURI));

  // Exposed for tests in the browser; nothing else reads it.
  window.corroborate = { fragmentNodes, renderBody, decodeEntities, problems };

  window.addEventListener('hashchange', route);
  route();
})();
