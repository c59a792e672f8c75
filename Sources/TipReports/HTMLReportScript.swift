/// The HTML report's script. It reads the page's embedded JSON and builds
/// the explorer with `createElement` and `textContent` only (never
/// `innerHTML`), so no text from a model can become markup. Opening the
/// page with `#selftest` makes it click through the first trace of every
/// spec (checking the drawn screen, the screen map and the state graph at
/// each step), then follow a `#trace=…&step=…` link by changing only the
/// hash, and write what it saw into `<pre id="selftest-result">`; the
/// browser test reads that back from a headless Chromium.
enum HTMLReportScript {
  static let source = #"""
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('tipcheck-data').textContent);

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function clearGraph(specIndex) {
    var graph = document.getElementById('graph-' + specIndex);
    if (!graph) return null;
    graph.querySelectorAll('.trail, .current').forEach(function (node) {
      node.classList.remove('trail');
      node.classList.remove('current');
    });
    return graph;
  }

  function makeExplorer(root, spec, specIndex) {
    root.textContent = '';
    if (spec.traces.length === 0) {
      root.appendChild(el('p', 'note', 'Nothing to explore: no property has a trace and there are no scenarios.'));
      return null;
    }
    var position = { trace: 0, step: 0 };
    var controls = el('div', 'controls');
    var select = el('select', 'trace-select');
    select.setAttribute('aria-label', 'Trace');
    spec.traces.forEach(function (trace, index) {
      var option = el('option', null, trace.title);
      option.value = String(index);
      select.appendChild(option);
    });
    var previous = el('button', 'previous', '\u25C0 Previous');
    previous.type = 'button';
    var next = el('button', 'next', 'Next \u25B6');
    next.type = 'button';
    var counter = el('span', 'position');
    controls.append(select, previous, counter, next);
    var body = el('div', 'explorer-body');
    var screenColumn = el('div', 'screen-column');
    var sideColumn = el('div', 'side-column');
    body.append(screenColumn, sideColumn);
    root.append(controls, body);

    function showTrace(index, step) {
      position.trace = index;
      position.step = Math.max(0, Math.min(step || 0, spec.traces[index].steps.length - 1));
      select.value = String(index);
      render();
    }
    // Each move is remembered in the address (#trace=…&step=…), so a link opens the same step.
    function remember() {
      if (window.location.hash === '#selftest' || !window.history.replaceState) return;
      window.history.replaceState(null, '', '#trace=' + spec.traces[position.trace].id + '&step=' + position.step);
    }
    select.addEventListener('change', function () { showTrace(Number(select.value)); remember(); });
    previous.addEventListener('click', function () {
      if (position.step > 0) { position.step -= 1; render(); remember(); }
    });
    next.addEventListener('click', function () {
      if (position.step < spec.traces[position.trace].steps.length - 1) { position.step += 1; render(); remember(); }
    });
    root.addEventListener('keydown', function (event) {
      if (event.target === select) return;
      if (event.key === 'ArrowRight') { next.click(); event.preventDefault(); }
      if (event.key === 'ArrowLeft') { previous.click(); event.preventDefault(); }
    });

    function drawScreen(step, nextMove) {
      var screen = spec.screens[step.screen] || spec.screens[0];
      var phone = el('div', 'phone');
      phone.appendChild(el('div', 'titlebar', screen.name));
      var content = el('div', 'phone-content');
      var actions = el('div', 'ui-actions');
      screen.actions.forEach(function (action) {
        var button = el('span', 'ui-button', action.label);
        if (action.moves.indexOf(nextMove) >= 0) button.classList.add('next-move');
        actions.appendChild(button);
      });
      if (screen.actions.length > 0) content.appendChild(actions);
      screen.sites.forEach(function (site) {
        var box = el('div', 'site site-' + site.presentation);
        box.appendChild(el('div', 'site-label', (site.presentation === 'popover' ? 'popover \u201C' : 'TipView \u201C') + site.label + '\u201D'));
        if (site.dismissMoves.indexOf(nextMove) >= 0) {
          box.classList.add('next-move');
          box.appendChild(el('div', 'hint', 'tap outside the popover'));
        }
        step.visible.forEach(function (visible) {
          if (visible.site !== site.index) return;
          var tip = spec.tips[visible.tip];
          var bubble = el('div', step.visible.length > 1 ? 'tip-bubble too-many' : 'tip-bubble');
          bubble.appendChild(el('div', 'tip-title', tip.title || tip.name));
          bubble.appendChild(el('div', 'tip-name', tip.name));
          if (tip.message) bubble.appendChild(el('div', 'tip-message', tip.message));
          var buttons = el('div', 'tip-buttons');
          site.buttons.forEach(function (button) {
            if (button.tip !== visible.tip) return;
            var text = button.kind === 'close' && button.label !== '\u00D7' ? '\u00D7 ' + button.label : button.label;
            var item = el('span', 'tip-button tip-button-' + button.kind, text);
            if (button.move === nextMove) item.classList.add('next-move');
            buttons.appendChild(item);
          });
          bubble.appendChild(buttons);
          box.appendChild(bubble);
        });
        content.appendChild(box);
      });
      phone.appendChild(content);
      var systemBar = el('div', 'system-bar');
      spec.systemMoves.forEach(function (move) {
        var button = el('span', 'ui-button system', move.label);
        if (move.move === nextMove) button.classList.add('next-move');
        systemBar.appendChild(button);
      });
      phone.appendChild(systemBar);
      return phone;
    }

    function render() {
      var trace = spec.traces[position.trace];
      var step = trace.steps[position.step];
      var following = trace.steps[position.step + 1];
      var nextMove = following ? following.move : -2;
      counter.textContent = 'Step ' + position.step + ' of ' + (trace.steps.length - 1);
      previous.disabled = position.step === 0;
      next.disabled = !following;
      root.dataset.trace = trace.id;
      root.dataset.step = String(position.step);

      screenColumn.textContent = '';
      var heading = el('div', 'step-heading');
      heading.appendChild(el('span', 'step-number', position.step + '. '));
      heading.appendChild(el('span', 'step-action', step.action));
      if (step.location) {
        var place = el('span', 'location', ' (');
        var where = step.link ? el('a', 'source', step.location) : document.createTextNode(step.location);
        if (step.link) where.setAttribute('href', step.link);
        place.appendChild(where);
        place.appendChild(document.createTextNode(')'));
        heading.appendChild(place);
      }
      screenColumn.appendChild(heading);
      screenColumn.appendChild(drawScreen(step, nextMove));
      var upcoming = following
        ? el('p', 'upcoming', 'Next: ' + following.action)
        : trace.kind === 'counterexample'
          ? el('p', 'upcoming end violation', 'End of the counterexample: ' + trace.title)
          : el('p', 'upcoming end', 'End of the trace.');
      screenColumn.appendChild(upcoming);

      sideColumn.textContent = '';
      var visibleNames = step.visible.map(function (visible) { return spec.tips[visible.tip].name; });
      var visibleLine = el('p', 'visible-line', 'Visible: ' + (visibleNames.length ? visibleNames.join(', ') : 'none'));
      if (visibleNames.length > 1) visibleLine.classList.add('too-many');
      sideColumn.appendChild(visibleLine);
      if (step.changes.length) {
        sideColumn.appendChild(el('h4', null, 'Changed'));
        var list = el('ul', 'changes');
        step.changes.forEach(function (change) { list.appendChild(el('li', null, change)); });
        sideColumn.appendChild(list);
      }
      if (step.note) sideColumn.appendChild(el('p', 'note', step.note));
      sideColumn.appendChild(el('h4', null, 'State'));
      var table = el('table', 'values');
      step.values.forEach(function (value) {
        var row = el('tr', value[2] ? 'changed' : null);
        row.appendChild(el('td', null, value[0]));
        row.appendChild(el('td', null, value[1]));
        table.appendChild(row);
      });
      sideColumn.appendChild(table);

      var map = document.getElementById('map-' + specIndex);
      if (map) {
        map.querySelectorAll('.map-screen.current').forEach(function (node) { node.classList.remove('current'); });
        var box = document.getElementById('map-' + specIndex + '-screen-' + step.screen);
        if (box) box.classList.add('current');
      }
      var graph = clearGraph(specIndex);
      if (graph) {
        var previousNode = null;
        trace.steps.slice(0, position.step + 1).forEach(function (taken, index) {
          if (taken.node === null) { previousNode = null; return; }
          var node = document.getElementById('g' + specIndex + '-n' + taken.node);
          if (node) node.classList.add(index === position.step ? 'current' : 'trail');
          if (previousNode !== null) {
            var edge = document.getElementById('g' + specIndex + '-e' + previousNode + '-' + taken.node);
            if (edge) edge.classList.add('trail');
          }
          previousNode = taken.node;
        });
      }
    }

    render();
    return {
      root: root, spec: spec, next: next, previous: previous, position: position,
      showTrace: showTrace,
      showTraceWithID: function (id, step) {
        var index = spec.traces.findIndex(function (trace) { return trace.id === id; });
        if (index >= 0) { showTrace(index, step); remember(); }
        return index >= 0;
      }
    };
  }

  var explorers = data.specs.map(function (spec, specIndex) {
    var root = document.getElementById('explorer-' + specIndex);
    return spec && root ? makeExplorer(root, spec, specIndex) : null;
  });

  // Opening a trace moves the keyboard focus to its explorer, so the arrow
  // keys step through it at once.
  function open(explorer, id, step) {
    if (!explorer || !explorer.showTraceWithID(id, step)) return false;
    explorer.root.focus({ preventScroll: true });
    explorer.root.scrollIntoView();
    return true;
  }

  document.querySelectorAll('button.explore').forEach(function (button) {
    button.addEventListener('click', function () {
      open(explorers[Number(button.dataset.spec)], button.dataset.trace, 0);
    });
  });

  // Large state spaces are listed: find the states where a tip is visible,
  // or those with two tips at once, none, or on the first counterexample.
  document.querySelectorAll('.list-controls').forEach(function (controls) {
    var list = document.getElementById('graph-' + controls.dataset.spec);
    var search = controls.querySelector('.state-search');
    var filter = controls.querySelector('.state-filter');
    var matches = controls.querySelector('.state-matches');
    function apply() {
      var wanted = search.value.trim().toLowerCase();
      var kind = filter.value;
      var count = 0;
      list.querySelectorAll('li').forEach(function (item) {
        var tips = item.dataset.tips.toLowerCase().split(' ');
        var keep = (!wanted || tips.some(function (tip) { return tip.indexOf(wanted) >= 0; }))
          && (kind === 'all' || (kind === 'two' && item.dataset.shows === '2') || (kind === 'one' && item.dataset.shows === '1')
            || (kind === 'none' && item.dataset.shows === '0') || (kind === 'path' && item.dataset.path === '1'));
        item.classList.toggle('filtered-out', !keep);
        if (keep) count += 1;
      });
      matches.textContent = count + ' shown';
    }
    search.addEventListener('input', apply);
    filter.addEventListener('change', apply);
    apply();
  });

  function selfTest() {
    var result = { ok: true, errors: [], explored: [] };
    function fail(message) { result.ok = false; result.errors.push(message); }
    explorers.forEach(function (explorer, specIndex) {
      if (!explorer) return;
      // The first trace is the first counterexample when there is one; open it as a reader would.
      var first = explorer.spec.traces[0];
      var button = document.querySelector('button.explore[data-spec="' + specIndex + '"][data-trace="' + first.id + '"]');
      if (!button) { fail(first.id + ': no Explore button'); return; }
      button.click();
      if (explorer.root.dataset.trace !== first.id) fail(first.id + ': the Explore button did not open its trace');
      var trace = explorer.spec.traces[explorer.position.trace];
      var seen = [];
      for (var index = 0; index < trace.steps.length; index += 1) {
        if (index > 0) explorer.next.click();
        if (explorer.position.step !== index) fail(trace.id + ': the Next button did not reach step ' + index);
        var drawn = Array.prototype.map.call(explorer.root.querySelectorAll('.tip-bubble .tip-name'), function (node) { return node.textContent; });
        var expected = trace.steps[index].visible.map(function (visible) { return explorer.spec.tips[visible.tip].name; });
        if (drawn.join('|') !== expected.join('|')) fail(trace.id + ' step ' + index + ': drew ' + drawn.join(', ') + ', expected ' + expected.join(', '));
        var following = trace.steps[index + 1];
        if (following && following.move >= 0 && !explorer.root.querySelector('.next-move')) {
          fail(trace.id + ' step ' + index + ': the next move (' + following.action + ') is not highlighted');
        }
        var map = document.getElementById('map-' + specIndex);
        if (map) {
          var current = map.querySelectorAll('.map-screen.current');
          if (current.length !== 1 || current[0].dataset.screen !== String(trace.steps[index].screen)) {
            fail(trace.id + ' step ' + index + ': the screen map does not mark screen ' + trace.steps[index].screen);
          }
        }
        var node = trace.steps[index].node === null ? null : document.getElementById('g' + specIndex + '-n' + trace.steps[index].node);
        if (node && !node.classList.contains('current')) {
          fail(trace.id + ' step ' + index + ': the state graph does not mark the current state');
        }
        seen.push({ action: explorer.root.querySelector('.step-action').textContent, visible: drawn });
      }
      explorer.next.click();
      if (explorer.position.step !== trace.steps.length - 1) fail(trace.id + ': Next went past the last step');
      if (trace.steps.length > 1) {
        explorer.previous.click();
        if (explorer.position.step !== trace.steps.length - 2) fail(trace.id + ': Previous did not go back one step');
      }
      result.explored.push({ spec: specIndex, trace: trace.id, kind: trace.kind, steps: seen });
    });
    result.maps = explorers.map(function (explorer, specIndex) {
      var map = document.getElementById('map-' + specIndex);
      return map ? map.querySelectorAll('.map-screen').length : 0;
    });
    function finish() {
      // Leave the first spec's first trace open at its last step, at the top of the page, for a screenshot.
      var firstExplorer = explorers.find(function (explorer) { return explorer; });
      if (firstExplorer) firstExplorer.showTrace(0, firstExplorer.spec.traces[0].steps.length - 1);
      window.scrollTo(0, 0);
      var output = el('pre', null, JSON.stringify(result));
      output.id = 'selftest-result';
      document.body.appendChild(output);
    }
    // A deep link followed in the page: only the hash changes. The last
    // spec's last trace, at its last step, must open and take the focus.
    var last = null;
    explorers.forEach(function (explorer, specIndex) { if (explorer) last = { explorer: explorer, spec: specIndex }; });
    if (!last) { finish(); return; }
    var target = last.explorer.spec.traces[last.explorer.spec.traces.length - 1];
    var step = target.steps.length - 1;
    window.addEventListener('hashchange', function checkLink() {
      window.removeEventListener('hashchange', checkLink);
      var position = last.explorer.position;
      result.deepLink = { trace: target.id, step: step, opened: last.explorer.root.dataset.trace, openedStep: position.step,
        focused: document.activeElement === last.explorer.root };
      if (last.explorer.root.dataset.trace !== target.id || position.step !== step) fail('the link #trace=' + target.id + '&step=' + step + ' did not open that step');
      if (document.activeElement !== last.explorer.root) fail('the opened explorer does not have the keyboard focus');
      finish();
    });
    window.location.hash = '#trace=' + target.id + '&step=' + step;
  }

  function openLink() {
    var match = /^#trace=([A-Za-z0-9-]+)(?:&step=([0-9]+))?$/.exec(window.location.hash);
    if (!match) return;
    explorers.forEach(function (explorer) { open(explorer, match[1], Number(match[2] || 0)); });
  }

  // A link followed within the page (or typed into the address bar) changes
  // only the hash: open it too.
  window.addEventListener('hashchange', openLink);
  if (window.location.hash === '#selftest') selfTest(); else openLink();
})();
"""#
}
