/** How often an open tournament page asks for its leaderboard again. */
export const LIVE_LEADERBOARD_INTERVAL_MS = 10_000;

/**
 * The view code (codeToEval; `this` is the view's element) that keeps a running tournament's
 * leaderboard and phase fresh while its page is open: it asks the view again and copies the
 * `[data-live]` part of the answer in as text and a few known elements and attributes, never as
 * HTML, so nothing of the answer bypasses the loader's sanitising. It stops when the page leaves.
 */
export function liveLeaderboardCode(viewPath: string): string {
  return `
var view = this;
var url = ${JSON.stringify(viewPath)};
var TAGS = { TABLE: 1, THEAD: 1, TBODY: 1, TR: 1, TH: 1, TD: 1, P: 1, SPAN: 1 };
var ATTRIBUTES = ['class', 'data-place', 'data-phase', 'data-leaderboard'];
function copy(node) {
  if (node.nodeType === 3) return document.createTextNode(node.textContent);
  if (node.nodeType !== 1 || !TAGS[node.tagName]) return null;
  var element = document.createElement(node.tagName.toLowerCase());
  ATTRIBUTES.forEach(function (name) {
    if (node.hasAttribute(name)) element.setAttribute(name, node.getAttribute(name));
  });
  node.childNodes.forEach(function (child) {
    var copied = copy(child);
    if (copied) element.appendChild(copied);
  });
  return element;
}
var timer = setInterval(function () {
  var parts = view.querySelectorAll('[data-live]');
  if (!view.isConnected || parts.length === 0) { clearInterval(timer); return; }
  fetch(url, { headers: { 'X-Render-Mode': 'json', 'X-Api-Version': 'v2' }, credentials: 'same-origin' })
    .then(function (response) { return response.ok ? response.json() : null; })
    .then(function (answer) {
      if (!answer || typeof answer.body !== 'string') return;
      var fresh = new DOMParser().parseFromString(answer.body, 'text/html').querySelectorAll('[data-live]');
      parts.forEach(function (part, index) {
        if (!fresh[index] || !part.isConnected) return;
        var children = [];
        fresh[index].childNodes.forEach(function (child) {
          var copied = copy(child);
          if (copied) children.push(copied);
        });
        part.replaceChildren.apply(part, children);
      });
    })
    .catch(function () {});
}, ${LIVE_LEADERBOARD_INTERVAL_MS});
`;
}
