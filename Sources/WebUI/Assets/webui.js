// WebUI's page script: keeps this page in step with the app over one event stream.
//
// The app renders every screen on the server. The stream's first event is a snapshot
// (the whole screen's markup); later events are patches of small operations on numbered
// slots and keyed rows. What only the browser knows stays here: focus, caret, scroll,
// the row cursor, the help overlay, which rows are in the window. Input goes back as small
// POSTs, each field's edits numbered so a stale value from the server never overwrites
// newer typing.
(() => {
  'use strict';

  const app = document.getElementById('app');
  const connection = document.getElementById('connection');
  let session = null;
  let source = null;
  let retryDelay = 1000;
  let retryTimer = null;
  let lastMessage = Date.now();
  let outbox = [];
  let sending = false;
  let pendingScroll = null;
  const sequences = new Map();
  const heldValues = new Map();

  // ---- Elements

  const slotElement = (slot) => app.querySelector('[data-slot="' + slot + '"]');
  const rowsOf = (table, section) => table.querySelector(':scope > .table-section[data-section="' + section + '"] > .rows');
  const rowElement = (table, key) => table.querySelector(':scope > .table-section > .rows > .row[data-key="' + key + '"]');
  const sectionElement = (table, key) => table.querySelector(':scope > .table-section[data-section="' + key + '"]');
  const screen = () => app.querySelector('main.screen');
  const help = () => app.querySelector('.help');

  function fromHTML(html) {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild;
  }

  // ---- The stream

  function connect() {
    clearTimeout(retryTimer);
    const query = new URLSearchParams();
    if (session) query.set('session', session);
    query.set('path', location.pathname + location.search);
    source = new EventSource('/live/events?' + query.toString());
    source.addEventListener('snapshot', (event) => { alive(); applySnapshot(JSON.parse(event.data)); });
    source.addEventListener('patch', (event) => { alive(); applyPatch(JSON.parse(event.data)); });
    source.addEventListener('ping', alive);
    source.onerror = lost;
  }

  function alive() {
    lastMessage = Date.now();
  }

  function lost() {
    if (source) source.close();
    source = null;
    showConnection('reconnecting…');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 10000);
  }

  function reconnectNow() {
    if (source) source.close();
    source = null;
    retryDelay = 1000;
    connect();
  }

  function showConnection(text) {
    connection.textContent = text;
    connection.hidden = false;
    document.documentElement.classList.add('offline');
  }

  function hideConnection() {
    connection.hidden = true;
    connection.textContent = '';
    document.documentElement.classList.remove('offline');
  }

  // Three heartbeats missed: the stream is dead even if the browser has not noticed.
  setInterval(() => { if (source && Date.now() - lastMessage > 45000) lost(); }, 5000);
  window.addEventListener('online', () => { if (!source) reconnectNow(); });
  document.addEventListener('visibilitychange', () => { if (!document.hidden && !source) reconnectNow(); });

  // ---- Snapshot and patches

  function applySnapshot(snapshot) {
    const active = document.activeElement;
    const focusedSlot = active && active !== document.body && active.dataset ? active.dataset.slot : undefined;
    const typed = focusedSlot !== undefined && active.tagName === 'INPUT' ? active.value : null;
    const selection = typed !== null ? [active.selectionStart, active.selectionEnd] : null;
    session = snapshot.session;
    app.innerHTML = snapshot.html;
    app.removeAttribute('aria-busy');
    document.title = snapshot.title;
    const here = location.pathname + location.search;
    if (here !== snapshot.path) history.replaceState({ webui: depth() }, '', snapshot.path);
    hideConnection();
    retryDelay = 1000;
    reported.clear();
    for (const table of app.querySelectorAll('.table[data-scroll]')) {
      scrollToRow(table, table.dataset.scroll, table.dataset.scrollSelect !== undefined);
    }
    // A fresh page tells every table that asks where the reader is, scrolled or not.
    scheduleVisibleRows(0);
    const field = focusedSlot !== undefined ? slotElement(focusedSlot) : null;
    if (field) {
      // The browser owns the focused field: what the user typed since stays.
      if (typed !== null && Number(field.dataset.seq || 0) < (sequences.get(focusedSlot) || 0)) field.value = typed;
      field.focus();
      if (selection) setSelection(field, selection[0], selection[1]);
    } else {
      focusPreferred();
    }
    flushOutbox();
  }

  function applyPatch(operations) {
    for (const operation of operations) {
      const apply = handlers[operation[0]];
      if (apply) apply(...operation.slice(1));
    }
    scheduleVisibleRows(0);
  }

  function setSelection(field, start, end) {
    try { field.setSelectionRange(start, end); } catch (error) { /* not a text field */ }
  }

  const forbiddenAttribute = (name) => /^on/i.test(name) || /^(style|src|href|srcdoc|action|formaction|value)$/i.test(name);

  const handlers = {
    t(slot, text) {
      const element = slotElement(slot);
      if (element) element.textContent = text;
    },
    v(slot, value, seq) {
      const element = slotElement(slot);
      if (!element) return;
      // A value made before the server saw the latest typing is stale.
      if (seq < (sequences.get(String(slot)) || 0)) return;
      element.dataset.seq = seq;
      if (document.activeElement === element) {
        heldValues.set(String(slot), value);
        return;
      }
      if (element.value !== value) element.value = value;
    },
    r(slot, value) {
      const element = slotElement(slot);
      if (!element) return;
      heldValues.delete(String(slot));
      const focused = document.activeElement === element;
      const start = element.selectionStart;
      const end = element.selectionEnd;
      element.value = value;
      if (focused) setSelection(element, Math.min(start, value.length), Math.min(end, value.length));
    },
    h(slot, hidden) {
      const element = slotElement(slot);
      if (element) element.hidden = hidden;
    },
    a(slot, name, value) {
      const element = slotElement(slot);
      if (!element || forbiddenAttribute(name)) return;
      // Attributes only: `disabled` and `placeholder` reflect them, and a field's value is
      // never set this way (that is `v` and `r`, which respect the user's typing).
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    },
    c(slot, html) {
      const element = slotElement(slot);
      if (!element) return;
      element.innerHTML = html;
      if (element.matches('main.screen')) screenChanged();
    },
    x(slot, html) {
      const element = slotElement(slot);
      if (element) element.replaceWith(fromHTML(html));
    },
    i(parent, before, html) {
      const container = slotElement(parent);
      if (!container) return;
      const next = before === null ? null : slotElement(before);
      container.insertBefore(fromHTML(html), next && next.parentNode === container ? next : null);
    },
    d(slot) {
      const element = slotElement(slot);
      if (element) element.remove();
    },
    rd(table, key) {
      const tableElement = slotElement(table);
      const row = tableElement && rowElement(tableElement, key);
      if (row) leave(row);
    },
    rp(table, key, section, after, html) {
      const tableElement = slotElement(table);
      if (!tableElement) return;
      const list = rowsOf(tableElement, section);
      const row = html === null ? rowElement(tableElement, key) : fromHTML(html);
      if (!list || !row) return;
      const previous = after === null ? null : rowElement(tableElement, after);
      if (previous && previous.parentNode === list) previous.after(row);
      else list.prepend(row);
      row.classList.remove('row-enter', 'row-moved');
      void row.offsetWidth;
      row.classList.add(html === null ? 'row-moved' : 'row-enter');
    },
    ru(table, key, html) {
      const tableElement = slotElement(table);
      const row = tableElement && rowElement(tableElement, key);
      if (!row) return;
      const replacement = fromHTML(html);
      if (row.classList.contains('cursor')) markCursor(replacement);
      row.replaceWith(replacement);
    },
    rt(table, key, select) {
      const tableElement = slotElement(table);
      if (tableElement) scrollToRow(tableElement, key, select);
    },
    rs(table, key) {
      const tableElement = slotElement(table);
      if (!tableElement) return;
      const row = key === null ? null : rowElement(tableElement, key);
      if (row) {
        markCursor(row);
        row.scrollIntoView({ block: 'nearest' });
      } else if (key === null) {
        for (const other of tableElement.querySelectorAll('.row.cursor')) clearCursor(other);
      }
    },
    sd(table, key) {
      const tableElement = slotElement(table);
      const section = tableElement && sectionElement(tableElement, key);
      if (section) section.remove();
    },
    sp(table, key, after, html) {
      const tableElement = slotElement(table);
      if (!tableElement) return;
      const section = html === null ? sectionElement(tableElement, key) : fromHTML(html);
      if (!section) return;
      const previous = after === null ? null : sectionElement(tableElement, after);
      if (previous) previous.after(section);
      else tableElement.prepend(section);
    },
    sh(table, key, title) {
      const tableElement = slotElement(table);
      const section = tableElement && sectionElement(tableElement, key);
      if (!section) return;
      let header = section.querySelector(':scope > .section-header');
      if (!title) { if (header) header.remove(); return; }
      if (!header) {
        header = document.createElement('h3');
        header.className = 'section-header';
        section.prepend(header);
      }
      header.textContent = title;
    },
    n(path, push) {
      if (push) {
        history.replaceState(Object.assign({}, history.state, { webui: depth(), scroll: window.scrollY }), '');
        history.pushState({ webui: depth() + 1 }, '', path);
        window.scrollTo(0, 0);
      } else {
        history.replaceState(Object.assign({}, history.state, { webui: depth() }), '', path);
      }
    },
    T(title) {
      document.title = title;
    },
  };

  // ---- Where the reader is (tables that ask: data-track)

  const reported = new Map();
  let visibleRowsTimer = null;

  function scrollToRow(table, key, select) {
    const row = rowElement(table, key);
    if (!row) return;
    if (select) markCursor(row);
    const first = table.querySelector(':scope > .table-section > .rows > .row[data-key]');
    if (row === first && nearPageTop(row)) window.scrollTo(0, 0);
    else row.scrollIntoView({ block: 'start' });
    scheduleVisibleRows(0);
  }

  // Whether `element` shows at the top of the page: the first row of a list there goes
  // to the very top, with what is above it (a banner, a "new" button) in view.
  const nearPageTop = (element) => element.getBoundingClientRect().top + window.scrollY < window.innerHeight / 2;

  function scheduleVisibleRows(delay) {
    clearTimeout(visibleRowsTimer);
    visibleRowsTimer = setTimeout(() => requestAnimationFrame(reportVisibleRows), delay);
  }

  // The row at the top of the window (below the title bar) and the lowest row in it, each
  // sent once per change (the lowest as null when no row is in the window).
  function reportVisibleRows() {
    const bar = app.querySelector('.titlebar');
    const top = bar ? bar.getBoundingClientRect().bottom : 0;
    for (const table of (screen() || app).querySelectorAll('.table[data-track][data-slot]')) {
      if (table.offsetParent === null) continue;
      const rows = table.querySelectorAll(':scope > .table-section > .rows > .row[data-key]');
      const slot = table.dataset.slot;
      const state = reported.get(slot) || {};
      const first = firstRowEndingBelow(rows, top + 1);
      if (first && first.dataset.key !== state.top) {
        state.top = first.dataset.key;
        send({ type: 'top', slot: Number(slot), key: Number(first.dataset.key) });
      }
      // A row's first pixel row at the window's edge is not in view.
      const lowest = lowestRowIn(rows, Math.max(0, top), window.innerHeight - 1);
      const key = lowest ? lowest.dataset.key : null;
      if (!('lowest' in state) || key !== state.lowest) {
        state.lowest = key;
        send({ type: 'visible', slot: Number(slot), key: key === null ? null : Number(key) });
      }
      reported.set(slot, state);
    }
  }

  // Rows are in reading order, so both are binary searches: a list of thousands of rows
  // costs a reader's scroll a dozen measurements, not thousands.

  // The first row whose bottom is below `y`; null for none.
  function firstRowEndingBelow(rows, y) {
    let low = 0;
    let high = rows.length - 1;
    let found = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (rows[middle].getBoundingClientRect().bottom > y) {
        found = rows[middle];
        high = middle - 1;
      } else {
        low = middle + 1;
      }
    }
    return found;
  }

  // The last row whose top is above `bottom`, if it reaches below `top`; null for none.
  function lowestRowIn(rows, top, bottom) {
    let low = 0;
    let high = rows.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (rows[middle].getBoundingClientRect().top < bottom) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (found < 0 || rows[found].getBoundingClientRect().bottom <= top) return null;
    return rows[found];
  }

  window.addEventListener('scroll', () => scheduleVisibleRows(120), { passive: true });
  window.addEventListener('resize', () => scheduleVisibleRows(120));

  function leave(row) {
    row.removeAttribute('data-key');
    row.classList.remove('cursor');
    row.classList.add('row-leave');
    setTimeout(() => { row.remove(); scheduleVisibleRows(0); }, 200);
  }

  function screenChanged() {
    if (pendingScroll !== null) {
      window.scrollTo(0, pendingScroll);
      pendingScroll = null;
    }
    focusPreferred();
  }

  function focusPreferred() {
    const main = screen();
    if (!main || (document.activeElement && document.activeElement !== document.body)) return;
    const slot = main.dataset.focus;
    const field = slot && slotElement(slot);
    if (field) field.focus({ preventScroll: true });
  }

  // ---- Input

  function send(event) {
    // Only a field's latest text and a table's latest cursor, top and lowest rows matter,
    // but never ahead of a key or a choice sent since (it acts where the cursor was then).
    if (['input', 'highlight', 'top', 'visible'].includes(event.type)) {
      let index = outbox.length - 1;
      while (index >= 0 && ['input', 'highlight', 'top', 'visible'].includes(outbox[index].type)) index -= 1;
      const settled = outbox.slice(0, index + 1);
      const positions = outbox.slice(index + 1).filter((queued) => !(queued.type === event.type && queued.slot === event.slot));
      outbox = settled.concat(positions);
    }
    outbox.push(event);
    flushOutbox();
  }

  async function flushOutbox() {
    if (sending || !session || outbox.length === 0) return;
    sending = true;
    const events = outbox;
    outbox = [];
    try {
      const response = await fetch('/live/input', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session, events }),
        credentials: 'same-origin',
      });
      if (response.status === 410) {
        session = null;
        reconnectNow();
      }
    } catch (error) {
      outbox = events.concat(outbox);
      setTimeout(flushOutbox, 1000);
    } finally {
      sending = false;
      if (outbox.length > 0) flushOutbox();
    }
  }

  app.addEventListener('input', (event) => {
    const field = event.target;
    if (!field.matches('input[data-slot]')) return;
    const slot = field.dataset.slot;
    const seq = (sequences.get(slot) || 0) + 1;
    sequences.set(slot, seq);
    heldValues.delete(slot);
    send({ type: 'input', slot: Number(slot), value: field.value, seq });
  });

  app.addEventListener('focusout', (event) => {
    const field = event.target;
    if (!field.dataset || field.dataset.slot === undefined) return;
    const held = heldValues.get(field.dataset.slot);
    if (held !== undefined) {
      heldValues.delete(field.dataset.slot);
      field.value = held;
    }
  });

  app.addEventListener('click', (event) => {
    const target = event.target.closest('a[href], [data-tap], [data-command], [data-action], .row[data-key]');
    if (!target || !app.contains(target)) {
      if (event.target.matches('.help')) hideHelp();
      return;
    }
    if (target.matches('a[href]')) return;
    if (target.dataset.tap !== undefined) send({ type: 'tap', slot: Number(target.dataset.slot) });
    else if (target.dataset.command !== undefined) {
      hideHelp();
      send({ type: 'tap', slot: Number(target.dataset.command) });
    } else if (target.dataset.action === 'back') goBack();
    else if (target.dataset.action === 'help') showHelp();
    else if (target.dataset.action === 'close-help') hideHelp();
    else if (target.matches('.row')) choose(target);
  });

  function choose(row) {
    const table = row.closest('.table[data-slot]');
    if (!table || row.dataset.key === undefined) return;
    markCursor(row);
    send({ type: 'select', slot: Number(table.dataset.slot), key: Number(row.dataset.key) });
  }

  // ---- Keys (as on the terminal)

  function keyName(event) {
    if (event.key === 'Tab' && event.shiftKey && !event.ctrlKey) return 'Shift+Tab';
    return (event.ctrlKey ? 'Ctrl+' : '') + (event.ctrlKey ? event.key.toLowerCase() : event.key);
  }

  function command(name, hotOnly) {
    const scope = app.querySelector('.titlebar');
    const list = help();
    const selector = '[data-command][data-key="' + CSS.escape(name) + '"]' + (hotOnly ? '[data-hot]' : '');
    return (scope && scope.querySelector(selector)) || (list && list.querySelector(selector));
  }

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.metaKey || event.isComposing) return;
    const name = keyName(event);
    const overlay = help();
    if (overlay && !overlay.hidden) {
      if (name === 'Escape' || name === '?') {
        hideHelp();
        event.preventDefault();
      }
      return;
    }
    const target = event.target;
    const typing = target.matches && target.matches('input, textarea, select, [contenteditable]');
    if (typing) {
      const hot = command(name, true);
      if (hot) {
        event.preventDefault();
        send({ type: 'tap', slot: Number(hot.dataset.command) });
      } else if (name === 'Enter' && target.dataset.slot !== undefined) {
        event.preventDefault();
        send({ type: 'submit', slot: Number(target.dataset.slot) });
      } else if (name === 'Escape') {
        target.blur();
      }
      return;
    }
    const onControl = target.matches && target.matches('button, a[href]');
    // Tab moves between the buttons and links once one has the focus, as in any page.
    if (onControl && (name === 'Tab' || name === 'Shift+Tab')) return;
    const found = command(name, false);
    if (found) {
      event.preventDefault();
      send({ type: 'tap', slot: Number(found.dataset.command) });
      return;
    }
    const shortcut = (screen() || app).querySelector('a[href][data-shortcut="' + CSS.escape(name) + '"]');
    if (shortcut) {
      event.preventDefault();
      shortcut.click();
      return;
    }
    switch (name) {
      case '?': showHelp(); break;
      case 'Escape': case 'Backspace': if (!canGoBack()) return; goBack(); break;
      case 'j': case 'ArrowDown': if (!moveCursor(1)) return; break;
      case 'k': case 'ArrowUp': if (!moveCursor(-1)) return; break;
      case 'g': case 'Home': if (!moveCursor(-Infinity)) return; break;
      case 'G': case 'End': if (!moveCursor(Infinity)) return; break;
      case 'Enter': {
        if (onControl) return;
        const row = cursorRow();
        if (!row) return;
        choose(row);
        break;
      }
      case '/': {
        const field = (screen() || app).querySelector('input[data-slot]:not([disabled])');
        if (!field) return;
        field.focus();
        field.select();
        break;
      }
      case 'o': {
        const row = cursorRow();
        const link = (row || screen() || app).querySelector('a[href]');
        if (!link) return;
        link.click();
        break;
      }
      default: return;
    }
    event.preventDefault();
  });

  const visibleRows = () => Array.from((screen() || app).querySelectorAll('.table .row[data-key]')).filter((row) => row.offsetParent !== null);
  const cursorRow = () => (screen() || app).querySelector('.row.cursor[data-key]');

  function clearCursor(row) {
    row.classList.remove('cursor');
    row.removeAttribute('aria-current');
  }

  function markCursor(row) {
    for (const other of app.querySelectorAll('.row.cursor')) clearCursor(other);
    row.classList.add('cursor');
    row.setAttribute('aria-current', 'true');
  }

  function moveCursor(step) {
    const rows = visibleRows();
    if (rows.length === 0) return false;
    const current = rows.indexOf(cursorRow());
    const next = current < 0 && Math.abs(step) === 1 ? (step > 0 ? 0 : rows.length - 1) : Math.max(0, Math.min(rows.length - 1, current + step));
    markCursor(rows[next]);
    if (next === 0 && nearPageTop(rows[0])) window.scrollTo(0, 0);
    else rows[next].scrollIntoView({ block: 'nearest' });
    const table = rows[next].closest('.table[data-slot]');
    if (table) send({ type: 'highlight', slot: Number(table.dataset.slot), key: Number(rows[next].dataset.key) });
    return true;
  }

  // ---- Help, back and history

  function showHelp() {
    const overlay = help();
    if (!overlay) return;
    overlay.hidden = false;
    const first = overlay.querySelector('button');
    if (first) first.focus();
  }

  function hideHelp() {
    const overlay = help();
    if (!overlay || overlay.hidden) return;
    // The focus leaves with it: keys go to the screen again, not to a hidden button.
    if (overlay.contains(document.activeElement)) document.activeElement.blur();
    overlay.hidden = true;
  }

  const depth = () => (history.state && typeof history.state.webui === 'number' ? history.state.webui : 0);

  function canGoBack() {
    const back = app.querySelector('.titlebar .back');
    return back && !back.hidden;
  }

  function goBack() {
    if (depth() > 0) history.back();
    else send({ type: 'back' });
  }

  window.addEventListener('popstate', (event) => {
    pendingScroll = event.state && typeof event.state.scroll === 'number' ? event.state.scroll : null;
    send({ type: 'navigate', path: location.pathname + location.search });
  });

  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  if (!history.state || typeof history.state.webui !== 'number') history.replaceState({ webui: 0 }, '');
  connect();
})();
