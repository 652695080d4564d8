// Sorting the relative table and showing the data-tip of what the pointer (or keyboard focus) is on.
(function () {
  'use strict';
  var tip = document.getElementById('tip');

  function tipTarget(node) {
    return node && node.closest ? node.closest('[data-tip]') : null;
  }

  function place(x, y) {
    var width = tip.offsetWidth, height = tip.offsetHeight;
    var left = x + 14, top = y + 14;
    if (left + width > window.innerWidth - 4) { left = Math.max(4, x - width - 14); }
    if (top + height > window.innerHeight - 4) { top = Math.max(4, y - height - 14); }
    tip.style.left = left + 'px';
    tip.style.top = top + 'px';
  }

  function show(target, x, y) {
    tip.textContent = target.getAttribute('data-tip');
    tip.hidden = false;
    place(x, y);
  }

  document.addEventListener('mouseover', function (event) {
    var target = tipTarget(event.target);
    if (target) { show(target, event.clientX, event.clientY); } else { tip.hidden = true; }
  });
  document.addEventListener('mousemove', function (event) {
    if (!tip.hidden) { place(event.clientX, event.clientY); }
  });
  document.addEventListener('mouseout', function (event) {
    if (!tipTarget(event.relatedTarget)) { tip.hidden = true; }
  });
  document.addEventListener('focusin', function (event) {
    var target = tipTarget(event.target);
    if (target) {
      var box = target.getBoundingClientRect();
      show(target, box.right, box.bottom);
    }
  });
  document.addEventListener('focusout', function () { tip.hidden = true; });

  // a cell's data-sort is its number; an empty one (no value) sorts last either way
  function key(cell) {
    var sort = cell.getAttribute('data-sort');
    if (sort === null) { return cell.textContent.trim(); }
    return sort === '' ? null : Number(sort);
  }

  function compare(a, b) {
    if (typeof a === 'number' && typeof b === 'number') { return a - b; }
    return String(a).localeCompare(String(b), undefined, {numeric: true});
  }

  function sortBy(table, header, index) {
    var descending = header.getAttribute('aria-sort') === 'ascending';
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (h) { h.removeAttribute('aria-sort'); });
    header.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (r1, r2) {
      var a = key(r1.cells[index]), b = key(r2.cells[index]);
      if (a === null || b === null) { return a === b ? 0 : a === null ? 1 : -1; }
      return descending ? compare(b, a) : compare(a, b);
    });
    rows.forEach(function (row) { body.appendChild(row); });
  }

  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), function (table) {
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, index) {
      header.tabIndex = 0;
      header.addEventListener('click', function () { sortBy(table, header, index); });
      header.addEventListener('keydown', function (event) {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); sortBy(table, header, index); }
      });
    });
  });

  // a printed report shows the runs even when their list was folded
  window.addEventListener('beforeprint', function () {
    Array.prototype.forEach.call(document.querySelectorAll('details'), function (d) { d.open = true; });
  });
}());
