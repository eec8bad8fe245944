import type { LanguageCode } from '@betshell/domain';
import type { ProviderGame } from '@betshell/domain/server';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A game's page at the demo provider: plain HTML, its texts in a data attribute (no inline script:
 * the page's policy allows only the provider's own scripts), the game's script and the shared one.
 * Its look is neutral, in CSS variables a site may override through `?theme=`-free embedding: the
 * page follows the system's light or dark scheme.
 */
export function providerPage(
  lng: LanguageCode,
  texts: Readonly<Record<string, string>>,
  game: ProviderGame | 'verify' | null,
): string {
  const title =
    game === null
      ? (texts['casino_game_unknown'] ?? '')
      : (texts[`casino_game_title_${game}`] ?? game);
  return (
    `<!doctype html><html lang="${lng}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/demo-provider/assets/games.css"></head>` +
    `<body data-game="${game ?? ''}" data-texts="${escapeHtml(JSON.stringify(texts))}">` +
    `<main id="game"><h1>${escapeHtml(title)}</h1>` +
    (game === null
      ? ''
      : `<p id="status" role="status" aria-live="polite"></p>` +
        `<script src="/demo-provider/assets/common.js"></script>` +
        `<script src="/demo-provider/assets/${game}.js"></script>`) +
    `</main></body></html>`
  );
}

export const PROVIDER_STYLE = `
:root { color-scheme: light dark; --game-bg: Canvas; --game-text: CanvasText; --game-accent: #2e7d32;
  --game-muted: GrayText; --game-radius: 8px; font-family: system-ui, sans-serif; }
body { margin: 0; background: var(--game-bg); color: var(--game-text); }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
button, select, input { font: inherit; padding: .5rem .75rem; border-radius: var(--game-radius); min-height: 44px; }
button { background: var(--game-accent); color: #fff; border: 0; cursor: pointer; }
button:disabled { opacity: .5; cursor: default; }
.row { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; margin: .5rem 0; }
.balance { font-weight: 600; }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: .25rem; margin: 1rem 0; }
.reel { display: grid; gap: .25rem; }
.cell { border: 1px solid var(--game-muted); border-radius: var(--game-radius); text-align: center; padding: .75rem 0; font-size: 1.5rem; }
.cell.win { outline: 3px solid var(--game-accent); }
.multiplier { font-size: 3rem; font-weight: 700; text-align: center; margin: 1rem 0; }
.busted { color: #c62828; }
table { border-collapse: collapse; margin: .5rem 0; }
td, th { border: 1px solid var(--game-muted); padding: .25rem .5rem; text-align: right; }
.mono { font-family: ui-monospace, monospace; word-break: break-all; font-size: .85rem; }
`;

const COMMON = `
'use strict';
(function () {
  var texts = JSON.parse(document.body.dataset.texts || '{}');
  var query = new URLSearchParams(location.search);
  var API = '/demo-provider/api';
  function t(key) { return texts[key] || key; }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attrs[name]; else node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }
  function money(minor, currency) {
    return (minor / 100).toFixed(2) + ' ' + currency;
  }
  function call(method, path, body) {
    return fetch(API + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (answer) {
      return answer.json().then(function (json) {
        if (!answer.ok) {
          var reason = json.error && json.error.details && json.error.details.messageKey;
          var words = reason && texts[reason] ? texts[reason] : (json.error && json.error.message) || t('casino_game_error');
          var error = new Error(words); error.code = json.error && json.error.code; throw error;
        }
        return json;
      });
    });
  }
  var status = document.getElementById('status');
  var balanceNode = el('p', { class: 'balance', 'data-testid': 'game-balance' });
  status.parentNode.insertBefore(balanceNode, status);
  var session = null;
  function showBalance(minor) {
    session.balanceMinor = minor;
    balanceNode.textContent = t('casino_game_balance') + ': ' + money(minor, session.currency) +
      (session.mode === 'fun' ? ' (' + t('casino_game_fun_mode') + ')' : '');
    // The site that frames the game follows the balance (its own page decides what to do).
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'casino-balance', mode: session.mode, balanceMinor: minor, currency: session.currency }, '*');
    }
  }
  function say(text) { status.textContent = text; }
  function open() {
    var mode = query.get('mode') === 'real' ? 'real' : 'fun';
    var body = mode === 'real'
      ? { mode: 'real', launchToken: query.get('token') || '' }
      : { mode: 'fun', game: document.body.dataset.game };
    return call('POST', '/sessions', body).then(function (opened) {
      session = opened;
      // The launch token is good once: a reload must launch again, so it leaves the address.
      if (mode === 'real') history.replaceState(null, '', location.pathname + '?mode=real&lang=' + (query.get('lang') || 'en'));
      showBalance(opened.balanceMinor);
      return opened;
    });
  }
  window.demoGame = { t: t, el: el, money: money, call: call, say: say, showBalance: showBalance, open: open,
    session: function () { return session; } };
})();
`;

const SLOT = `
'use strict';
(function () {
  var g = window.demoGame;
  // Words, not emoji: they show with any font.
  var ICONS = { seven: '7', bar: 'BAR', bell: 'BELL', plum: 'PLUM', cherry: 'CHERRY', lemon: 'LEMON', grape: 'GRAPE' };
  var main = document.getElementById('game');
  var reels = g.el('div', { class: 'reels', 'data-testid': 'slot-reels' });
  var stake = g.el('select', { 'aria-label': g.t('casino_game_stake') });
  [10, 50, 100, 500, 1000].forEach(function (minor) { stake.appendChild(g.el('option', { value: String(minor), text: (minor / 100).toFixed(2) })); });
  var spin = g.el('button', { type: 'button', text: g.t('casino_game_spin'), disabled: 'disabled' });
  main.appendChild(reels);
  main.appendChild(g.el('div', { class: 'row' }, [g.el('label', { text: g.t('casino_game_stake') }), stake, spin]));
  var rules = g.el('details', {}, [g.el('summary', { text: g.t('casino_game_paytable') })]);
  main.appendChild(rules);
  function draw(window_, wins) {
    reels.textContent = '';
    window_.forEach(function (column) {
      reels.appendChild(g.el('div', { class: 'reel' }, column.map(function (symbol) { return g.el('div', { class: 'cell', title: symbol, text: ICONS[symbol] || '–' }); })));
    });
  }
  draw([['', '', ''], ['', '', ''], ['', '', ''], ['', '', ''], ['', '', '']]);
  g.call('GET', '/rules').then(function (all) {
    var table = g.el('table', {}, [g.el('tr', {}, [g.el('th', { text: '' }), g.el('th', { text: '×3' }), g.el('th', { text: '×4' }), g.el('th', { text: '×5' })])]);
    Object.keys(all.slot.paytable).forEach(function (symbol) {
      table.appendChild(g.el('tr', {}, [g.el('th', { text: ICONS[symbol] })].concat(all.slot.paytable[symbol].map(function (pay) { return g.el('td', { text: String(pay) }); }))));
    });
    rules.appendChild(table);
    rules.appendChild(g.el('p', { text: g.t('casino_game_rtp') + ': ' + (all.slot.rtp * 100).toFixed(2) + ' %' }));
  });
  g.open().then(function () { spin.removeAttribute('disabled'); g.say(''); }, function (error) { g.say(error.message); });
  spin.addEventListener('click', function () {
    spin.setAttribute('disabled', 'disabled');
    g.call('POST', '/slot/spin', { sessionId: g.session().sessionId, stakeMinor: Number(stake.value) }).then(function (round) {
      draw(round.window);
      g.showBalance(round.balanceMinor);
      g.say(round.winMinor > 0 ? g.t('casino_game_win') + ': ' + g.money(round.winMinor, g.session().currency) : '');
    }, function (error) { g.say(error.message); }).then(function () { spin.removeAttribute('disabled'); });
  });
})();
`;

const ROULETTE = `
'use strict';
(function () {
  var g = window.demoGame;
  var main = document.getElementById('game');
  var kind = g.el('select', { 'aria-label': g.t('casino_game_bet') });
  ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column', 'straight'].forEach(function (one) {
    kind.appendChild(g.el('option', { value: one, text: g.t('casino_game_roulette_' + one) }));
  });
  var value = g.el('input', { type: 'number', min: '0', max: '36', value: '1', 'aria-label': g.t('casino_game_roulette_value') });
  var stake = g.el('select', { 'aria-label': g.t('casino_game_stake') });
  [10, 50, 100, 500, 1000].forEach(function (minor) { stake.appendChild(g.el('option', { value: String(minor), text: (minor / 100).toFixed(2) })); });
  var add = g.el('button', { type: 'button', text: g.t('casino_game_add_bet') });
  var clear = g.el('button', { type: 'button', text: g.t('casino_game_clear_bets') });
  var spin = g.el('button', { type: 'button', text: g.t('casino_game_spin'), disabled: 'disabled' });
  var list = g.el('ul', { 'data-testid': 'roulette-bets' });
  var pocket = g.el('p', { class: 'multiplier', 'data-testid': 'roulette-pocket', text: '–' });
  main.appendChild(pocket);
  main.appendChild(g.el('div', { class: 'row' }, [kind, value, stake, add]));
  main.appendChild(list);
  main.appendChild(g.el('div', { class: 'row' }, [spin, clear]));
  var bets = [];
  function needsValue() { return ['straight', 'dozen', 'column'].indexOf(kind.value) >= 0; }
  function drawBets() {
    list.textContent = '';
    bets.forEach(function (bet) { list.appendChild(g.el('li', { text: g.t('casino_game_roulette_' + bet.kind) + (bet.value === undefined ? '' : ' ' + bet.value) + ': ' + (bet.stakeMinor / 100).toFixed(2) })); });
  }
  add.addEventListener('click', function () {
    var bet = { kind: kind.value, stakeMinor: Number(stake.value) };
    if (needsValue()) bet.value = Number(value.value);
    bets.push(bet); drawBets();
  });
  clear.addEventListener('click', function () { bets = []; drawBets(); });
  g.open().then(function () { spin.removeAttribute('disabled'); }, function (error) { g.say(error.message); });
  spin.addEventListener('click', function () {
    if (bets.length === 0) { g.say(g.t('casino_game_roulette_no_bets')); return; }
    spin.setAttribute('disabled', 'disabled');
    g.call('POST', '/roulette/spin', { sessionId: g.session().sessionId, bets: bets }).then(function (round) {
      pocket.textContent = String(round.pocket);
      g.showBalance(round.balanceMinor);
      g.say(round.winMinor > 0 ? g.t('casino_game_win') + ': ' + g.money(round.winMinor, g.session().currency) : '');
    }, function (error) { g.say(error.message); }).then(function () { spin.removeAttribute('disabled'); });
  });
})();
`;

const CRASH = `
'use strict';
(function () {
  var g = window.demoGame;
  var main = document.getElementById('game');
  var shown = g.el('p', { class: 'multiplier', 'data-testid': 'crash-multiplier', text: '1.00×' });
  var hash = g.el('p', { class: 'mono', 'data-testid': 'crash-seed-hash' });
  var stake = g.el('select', { 'aria-label': g.t('casino_game_stake') });
  [10, 50, 100, 500, 1000].forEach(function (minor) { stake.appendChild(g.el('option', { value: String(minor), text: (minor / 100).toFixed(2) })); });
  var seed = g.el('input', { value: Math.random().toString(36).slice(2, 12), 'aria-label': g.t('casino_game_client_seed'), pattern: '[A-Za-z0-9_-]{1,64}' });
  var bet = g.el('button', { type: 'button', text: g.t('casino_game_bet'), disabled: 'disabled' });
  var cash = g.el('button', { type: 'button', text: g.t('casino_game_cash_out'), disabled: 'disabled' });
  var reveal = g.el('p', { class: 'mono', 'data-testid': 'crash-reveal' });
  main.appendChild(shown);
  main.appendChild(g.el('p', { text: g.t('casino_game_seed_hash') }));
  main.appendChild(hash);
  main.appendChild(g.el('div', { class: 'row' }, [g.el('label', { text: g.t('casino_game_client_seed') }), seed]));
  main.appendChild(g.el('div', { class: 'row' }, [stake, bet, cash]));
  main.appendChild(reveal);
  main.appendChild(g.el('p', {}, [g.el('a', { href: '/demo-provider/games/verify?lang=' + document.documentElement.lang, target: '_blank', text: g.t('casino_game_verify') })]));
  var round = null, started = 0, timer = null, poll = null;
  function next() {
    return g.call('POST', '/crash/rounds', { sessionId: g.session().sessionId }).then(function (opened) {
      round = opened; hash.textContent = opened.seedHash; bet.removeAttribute('disabled');
    });
  }
  function finish(view) {
    clearInterval(timer); clearInterval(poll); cash.setAttribute('disabled', 'disabled');
    if (view.state === 'busted') { shown.classList.add('busted'); shown.textContent = view.crashPoint.toFixed(2) + '×'; g.say(g.t('casino_game_busted') + ' ' + view.crashPoint.toFixed(2) + '×'); }
    else { g.say(g.t('casino_game_cashed_out') + ' ' + view.cashedOutAt.toFixed(2) + '× — ' + g.t('casino_game_win') + ': ' + g.money(view.winMinor, g.session().currency)); }
    reveal.textContent = g.t('casino_game_round_id') + ': ' + view.roundId + ' · ' + g.t('casino_game_server_seed') + ': ' + view.serverSeed + ' · ' + g.t('casino_game_client_seed') + ': ' + view.clientSeed + ' · ' + g.t('casino_game_crash_point') + ': ' + view.crashPoint.toFixed(2) + '×';
    g.showBalance(view.balanceMinor);
    return next();
  }
  function watch(view) {
    started = Date.now() - (view.elapsedMs || 0);
    shown.classList.remove('busted');
    timer = setInterval(function () {
      var m = Math.floor(100 * Math.exp(view.growthPerSecond * (Date.now() - started) / 1000)) / 100;
      shown.textContent = m.toFixed(2) + '×';
    }, 50);
    poll = setInterval(function () {
      g.call('GET', '/crash/rounds/' + view.roundId + '?sessionId=' + g.session().sessionId).then(function (now) {
        if (now.state === 'busted' || now.state === 'cashed-out') finish(now);
      });
    }, 500);
  }
  g.open().then(next, function (error) { g.say(error.message); });
  bet.addEventListener('click', function () {
    bet.setAttribute('disabled', 'disabled'); g.say('');
    g.call('POST', '/crash/rounds/' + round.roundId + '/bet', { sessionId: g.session().sessionId, stakeMinor: Number(stake.value), clientSeed: seed.value }).then(function (view) {
      g.showBalance(view.balanceMinor); cash.removeAttribute('disabled'); watch(view);
    }, function (error) { g.say(error.message); bet.removeAttribute('disabled'); });
  });
  cash.addEventListener('click', function () {
    cash.setAttribute('disabled', 'disabled');
    g.call('POST', '/crash/rounds/' + round.roundId + '/cashout', { sessionId: g.session().sessionId }).then(function (view) {
      if (view.state !== 'running') finish(view);
    }, function (error) { g.say(error.message); });
  });
})();
`;

const VERIFY = `
'use strict';
(function () {
  var t = function (key) { return JSON.parse(document.body.dataset.texts || '{}')[key] || key; };
  var main = document.getElementById('game');
  document.getElementById('status').textContent = t('casino_game_verify_hint');
  function field(name, label) { var input = document.createElement('input'); input.name = name; input.setAttribute('aria-label', label); input.placeholder = label; input.size = 70; main.appendChild(input); main.appendChild(document.createElement('br')); return input; }
  var roundId = field('roundId', t('casino_game_round_id'));
  var serverSeed = field('serverSeed', t('casino_game_server_seed'));
  var clientSeed = field('clientSeed', t('casino_game_client_seed'));
  var button = document.createElement('button'); button.type = 'button'; button.textContent = t('casino_game_verify'); main.appendChild(button);
  var out = document.createElement('p'); out.className = 'mono'; out.setAttribute('data-testid', 'verify-result'); main.appendChild(out);
  button.addEventListener('click', function () {
    var query = new URLSearchParams({ roundId: roundId.value.trim(), serverSeed: serverSeed.value.trim(), clientSeed: clientSeed.value.trim() });
    fetch('/demo-provider/api/crash/verify?' + query).then(function (answer) { return answer.json(); }).then(function (json) {
      out.textContent = json.error ? json.error.message : t('casino_game_seed_hash') + ': ' + json.seedHash + ' · ' + t('casino_game_crash_point') + ': ' + json.crashPoint.toFixed(2) + '×';
    });
  });
})();
`;

/** The provider's scripts by file name. */
export const PROVIDER_SCRIPTS: ReadonlyMap<string, string> = new Map([
  ['common.js', COMMON],
  ['slot.js', SLOT],
  ['roulette.js', ROULETTE],
  ['crash.js', CRASH],
  ['verify.js', VERIFY],
]);
