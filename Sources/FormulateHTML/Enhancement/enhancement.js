(function () {
  "use strict";
  var script = document.currentScript, form = script && script.closest("form");
  if (!form) return;
  // A form's controls are its properties too, and hide its methods (a field named
  // `contains` or `querySelectorAll`): elements are asked through the prototypes'.
  var elementProto = Element.prototype, nodeProto = Node.prototype;
  var childrenOf = Object.getOwnPropertyDescriptor(elementProto, "children").get;
  var parentGetter = Object.getOwnPropertyDescriptor(nodeProto, "parentElement").get;
  function one(root, selector) { return elementProto.querySelector.call(root, selector); }
  function all(root, selector) { return elementProto.querySelectorAll.call(root, selector); }
  function matches(el, selector) { return elementProto.matches.call(el, selector); }
  function parentOf(el) { return parentGetter.call(el); }
  var idPrefix = script.getAttribute("data-id-prefix") || "";
  // The renderer's words (HTMLRenderer.Words): {Item} is a title, {item} the title in a
  // sentence, {key} an entry's key.
  var words = JSON.parse(script.getAttribute("data-words") || "{}");
  function inSentence(title) {
    var isUpper = function (c) { return c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase(); };
    return title.split(" ").map(function (word) {
      var chars = Array.from(word);
      return isUpper(chars[0]) && !isUpper(chars[1]) ? chars[0].toLowerCase() + chars.slice(1).join("") : word;
    }).join(" ");
  }
  function word(name, title) {
    return String(words[name] || "").replace(/\{(Item|item|key)\}/g, function (_, part) {
      return part === "item" ? inSentence(title) : title;
    });
  }
  var EDIT = "formulate[edit]", NEW = "formulate[new].", RENAME = "formulate[rename].";
  var recorded = null;

  function record(text) {
    if (!recorded) {
      recorded = document.createElement("input");
      recorded.type = "hidden";
      recorded.name = "formulate[edits]";
      nodeProto.appendChild.call(form, recorded);
    }
    recorded.value += (recorded.value ? "\n" : "") + text;
  }
  function sanitize(key) {
    var out = "";
    for (var ch of key) out += /^[A-Za-z0-9_-]$/.test(ch) ? ch : ch === "." ? "-" : "_";
    return out;
  }
  function children(parent, selector) {
    return Array.prototype.filter.call(childrenOf.call(parent), function (el) { return matches(el, selector); });
  }
  function swapKey(key, from, to) {
    if (key === from) return to;
    return key.indexOf(from + ".") === 0 ? to + key.slice(from.length) : null;
  }
  function swapID(id, from, to) {
    if (id === from) return to;
    return id.indexOf(from + "-") === 0 ? to + id.slice(from.length) : id;
  }
  // Renames every control, id and edit button inside `root` from the key `from` to `to`.
  function rekey(root, from, to) {
    var idFrom = idPrefix + sanitize(from), idTo = idPrefix + sanitize(to);
    [root].concat(Array.prototype.slice.call(all(root, "*"))).forEach(function (el) {
      var name = el.getAttribute("name");
      if (name === EDIT) {
        var value = el.value, verb = value.split(" ", 1)[0], rest = value.slice(verb.length + 1), tail = "";
        if (verb === "move") { tail = rest.slice(rest.lastIndexOf(" ")); rest = rest.slice(0, rest.lastIndexOf(" ")); }
        var swapped = swapKey(rest, from, to);
        if (swapped !== null) el.value = verb + " " + swapped + tail;
      } else if (name) {
        var lead = name.indexOf(NEW) === 0 ? NEW : name.indexOf(RENAME) === 0 ? RENAME : "";
        var renamed = swapKey(name.slice(lead.length), from, to);
        if (renamed !== null) el.setAttribute("name", lead + renamed);
      }
      ["id", "for"].forEach(function (attribute) {
        var id = el.getAttribute(attribute);
        if (id) el.setAttribute(attribute, swapID(id, idFrom, idTo));
      });
      var described = el.getAttribute("aria-describedby");
      if (described) {
        el.setAttribute("aria-describedby", described.split(" ").map(function (id) { return swapID(id, idFrom, idTo); }).join(" "));
      }
    });
  }
  function retitle(row, from, to) {
    children(row, "legend").concat(Array.prototype.slice.call(all(row, ":scope > .field > label"))).forEach(function (el) {
      if (el.textContent === from) el.textContent = to;
    });
    all(row, ":scope > .item-actions > button, :scope > .entry-actions > *").forEach(function (el) {
      var label = el.getAttribute("aria-label");
      if (label) el.setAttribute("aria-label", label.split(from).join(to));
    });
  }
  function buttonKey(button) {
    var value = button.value, rest = value.slice(value.indexOf(" ") + 1);
    return value.indexOf("move ") === 0 ? rest.slice(0, rest.lastIndexOf(" ")) : rest;
  }

  // Collections of subforms: rows are `fieldset.item`s, renumbered in page order.
  function listRows(group) { return children(group, "fieldset.item"); }
  function listKey(group) {
    var add = one(group, ":scope > button[name='" + EDIT + "'], :scope > .new-entry > button");
    return add ? add.value.slice(4) : null;
  }
  // Only collections with a template are edited here; the others keep their round trip.
  function isEnhanced(group) {
    var key = group && listKey(group);
    return key !== null && key !== undefined && templateFor(key) !== null;
  }
  function renumber(group, rows, oldIndexes) {
    var key = listKey(group);
    rows.forEach(function (row, index) {
      var old = oldIndexes[index];
      if (old === index) return;
      rekey(row, key + "." + old, key + "." + index);
      var legend = children(row, "legend")[0], match = legend && /^(.*) (\d+)$/.exec(legend.textContent);
      if (match && Number(match[2]) === old + 1) retitle(row, legend.textContent, match[1] + " " + (index + 1));
    });
    refreshMoves(group, key);
  }
  function refreshMoves(group, key) {
    var rows = listRows(group), template = templateFor(key);
    var sortable = template ? template.hasAttribute("data-sortable") : one(group, ".item-actions [value^='move ']") !== null;
    rows.forEach(function (row, index) {
      var actions = children(row, ".item-actions")[0];
      if (!actions || !sortable) return;
      var remove = one(actions, "[value^='remove ']"), title = (children(row, "legend")[0] || {}).textContent || "";
      [["up", index - 1, "moveUp"], ["down", index + 1, "moveDown"]].forEach(function (spec) {
        var button = one(actions, "[data-move='" + spec[0] + "']");
        if (!button) {
          button = Array.prototype.find.call(all(actions, "[value^='move ']"), function (b) {
            return !b.hasAttribute("data-move") && (Number(b.value.slice(b.value.lastIndexOf(" ") + 1)) < index) === (spec[0] === "up");
          });
        }
        if (!button && remove) {
          button = remove.cloneNode(false);
          button.textContent = word(spec[2], "");
          actions.insertBefore(button, spec[0] === "up" ? actions.firstChild : remove);
          actions.insertBefore(document.createTextNode(" "), button.nextSibling);
        }
        if (!button) return;
        button.setAttribute("data-move", spec[0]);
        button.value = "move " + key + "." + index + " " + spec[1];
        button.setAttribute("aria-label", word(spec[2] + "Label", title));
        button.hidden = spec[1] < 0 || spec[1] >= rows.length;
      });
    });
  }
  function templateFor(key) {
    return Array.prototype.find.call(all(form, "template[data-formulate-for]"), function (t) {
      return t.getAttribute("data-formulate-for") === key;
    }) || null;
  }
  function cloneTemplate(template) {
    var row = template.content.firstElementChild;
    return row ? row.cloneNode(true) : null;
  }
  function focusFirst(row) {
    var control = row && one(row, "input:not([type=hidden]):not([disabled]), select, textarea, button:not([hidden])");
    if (control) control.focus();
  }

  // Entries of dictionaries: rows are `div.entry`s (values) or `fieldset.item`s (subforms).
  function entryRows(group) { return children(group, "div.entry, fieldset.item"); }
  function hasEntry(group, key) {
    return entryRows(group).some(function (row) {
      var input = one(row, ":scope > .entry-actions > input");
      return input && input.name === RENAME + key;
    });
  }
  function refuse(input, message) {
    input.setCustomValidity(message);
    input.reportValidity();
    input.addEventListener("input", function clear() { input.setCustomValidity(""); input.removeEventListener("input", clear); });
  }
  function addEntry(group, key, button) {
    var input = one(group, ":scope > .new-entry > input"), template = templateFor(key);
    if (!input || !template) return false;
    var name = input.value;
    if (name === "") { refuse(input, word("missingNewKey", "")); return true; }
    if (hasEntry(group, key + "." + name)) { refuse(input, word("takenKey", name)); return true; }
    var row = cloneTemplate(template), placeholder = template.getAttribute("data-key");
    if (!row || placeholder === null) return false;
    rekey(row, key + "." + placeholder, key + "." + name);
    all(row, "fieldset.collection").forEach(enhanceList);
    retitle(row, placeholder, name);
    var rename = one(row, ":scope > .entry-actions > input");
    if (rename) rename.value = name;
    group.insertBefore(row, parentOf(input));
    input.value = "";
    record("add " + key + "." + name);
    focusFirst(row);
    return true;
  }
  function renameEntry(row, key) {
    var input = one(row, ":scope > .entry-actions > input"), group = parentOf(row);
    if (!input) return false;
    var old = key.slice(key.lastIndexOf(".") + 1), parent = key.slice(0, key.length - old.length - 1);
    // An entry's key may hold dots: what follows the dictionary's key is the entry's.
    var add = one(group, ":scope > .new-entry > button");
    if (add) { parent = add.value.slice(4); old = key.slice(parent.length + 1); }
    var name = input.value;
    if (name === old) return true;
    if (name === "") { refuse(input, word("missingRenamedKey", "")); return true; }
    if (hasEntry(group, parent + "." + name)) { refuse(input, word("takenKey", name)); return true; }
    record("rename " + key + (/[ \t]/.test(name) ? "\t" : " ") + name);
    rekey(row, key, parent + "." + name);
    retitle(row, old, name);
    return true;
  }

  function onEdit(button) {
    var value = button.value, verb = value.split(" ", 1)[0], key = buttonKey(button);
    var actions = parentOf(button), group;
    var owner = actions.classList.contains("new-entry") ? parentOf(actions) : parentOf(parentOf(actions));
    if (!isEnhanced(matches(actions, "fieldset.items") ? actions : owner)) return false;
    if (actions.classList.contains("item-actions")) {
      var row = parentOf(actions), rows = listRows(parentOf(row)), index = rows.indexOf(row);
      group = parentOf(row);
      if (index < 0) return false;
      if (verb === "remove") {
        record("remove " + key);
        var next = rows[index + 1] || rows[index - 1];
        row.remove();
        renumber(group, listRows(group), rows.filter(function (r) { return r !== row; }).map(function (r) { return rows.indexOf(r); }));
        var focus = next ? children(next, ".item-actions")[0] : one(group, ":scope > button");
        if (focus) focusFirst(focus);
        return true;
      }
      if (verb === "move") {
        var to = Number(value.slice(value.lastIndexOf(" ") + 1));
        if (!(to >= 0 && to < rows.length) || to === index) return true;
        record("move " + key + " " + to);
        var order = rows.slice();
        order.splice(index, 1);
        order.splice(to, 0, row);
        group.insertBefore(row, to < index ? rows[to] : rows[to].nextSibling);
        renumber(group, order, order.map(function (r) { return rows.indexOf(r); }));
        button.focus();
        if (button.hidden) {
          var other = one(children(row, ".item-actions")[0], "[data-move]:not([hidden])");
          if (other) other.focus();
        }
        return true;
      }
      return false;
    }
    if (actions.classList.contains("entry-actions")) {
      var entry = parentOf(actions);
      if (verb === "remove") {
        record("remove " + key);
        group = parentOf(entry);
        entry.remove();
        var newKey = one(group, ":scope > .new-entry > input");
        if (newKey) newKey.focus();
        return true;
      }
      return verb === "rename" ? renameEntry(entry, key) : false;
    }
    if (actions.classList.contains("new-entry")) return verb === "add" && addEntry(parentOf(actions), key, button);
    group = actions;
    if (verb === "add" && matches(group, "fieldset.items") && parentOf(button) === group) {
      var template = templateFor(key), fresh = template && cloneTemplate(template);
      if (!fresh) return false;
      var existing = listRows(group), from = Number(template.getAttribute("data-index"));
      rekey(fresh, key + "." + from, key + "." + existing.length);
      var legend = children(fresh, "legend")[0], match = legend && /^(.*) (\d+)$/.exec(legend.textContent);
      if (match && Number(match[2]) === from + 1) retitle(fresh, legend.textContent, match[1] + " " + (existing.length + 1));
      group.insertBefore(fresh, existing.length ? existing[existing.length - 1].nextSibling : button);
      record("add " + key);
      refreshMoves(group, key);
      all(fresh, "fieldset.collection").forEach(enhanceList);
      focusFirst(fresh);
      return true;
    }
    return false;
  }

  // Lists of values (`[String]`): every input is named by the list's key, in page order, so
  // adding, removing and moving rows is all there is to do; the last row is the new item's.
  function enhanceList(group) {
    var rows = children(group, "div.item"), spare = rows[rows.length - 1];
    var spareInput = spare && one(spare, "input");
    if (!spareInput || spareInput.disabled || spareInput.readOnly || !/-new$/.test(spareInput.id)) return;
    var itemTitle = group.getAttribute("data-item-title") || "";
    function control(text, handler) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "edit";
      b.textContent = text;
      b.addEventListener("click", handler);
      return b;
    }
    function valueRows() { return children(group, "div.item").filter(function (r) { return r !== spare; }); }
    function relabel() {
      var list = valueRows(), base = spareInput.id.slice(0, -4);
      list.forEach(function (row, index) {
        var input = one(row, "input"), text = one(row, "label");
        input.id = base + "-" + index;
        if (text) { text.htmlFor = input.id; text.textContent = itemTitle + " " + (index + 1); }
        var buttons = all(row, ":scope > button");
        buttons[0].hidden = index === 0;
        buttons[1].hidden = index === list.length - 1;
        buttons[0].setAttribute("aria-label", word("moveUpLabel", itemTitle + " " + (index + 1)));
        buttons[1].setAttribute("aria-label", word("moveDownLabel", itemTitle + " " + (index + 1)));
        buttons[2].setAttribute("aria-label", word("removeLabel", itemTitle + " " + (index + 1)));
      });
    }
    // The buttons go after the input, before the item's error if it has one.
    function addButtons(row) {
      var error = children(row, "p.error")[0], buttons = [" ", control(word("moveUp", ""), function () {
        var prev = row.previousElementSibling;
        if (prev && matches(prev, "div.item")) { group.insertBefore(row, prev); relabel(); }
      }), " ", control(word("moveDown", ""), function () {
        var next = row.nextElementSibling;
        if (next && next !== spare) { group.insertBefore(next, row); relabel(); }
      }), " ", control(word("remove", ""), function () { row.remove(); relabel(); })];
      if (error) error.before.apply(error, buttons); else row.append.apply(row, buttons);
    }
    valueRows().forEach(addButtons);
    var add = control(word("add", itemTitle), function () {
      var row = spare.cloneNode(true);
      one(row, "input").value = "";
      one(row, "input").name = spareInput.name;
      group.insertBefore(row, spare);
      addButtons(row);
      relabel();
      one(row, "input").focus();
    });
    group.insertBefore(add, spare.nextSibling);
    relabel();
  }

  all(form, "fieldset.collection").forEach(enhanceList);
  all(form, "fieldset.items").forEach(function (group) {
    var key = listKey(group);
    if (isEnhanced(group) && !one(group, ":scope > .new-entry")) refreshMoves(group, key);
  });
  // Enter in a new key or new name does the Add or Rename beside it, not Save.
  EventTarget.prototype.addEventListener.call(form, "keydown", function (event) {
    var input = event.target, name = input.name || "";
    if (event.key !== "Enter" || !parentOf(input)) return;
    var button = name.indexOf(NEW) === 0 ? one(parentOf(input), "button[name='" + EDIT + "']")
      : name.indexOf(RENAME) === 0 ? one(parentOf(input), "button[value^='rename ']") : null;
    if (button && onEdit(button)) event.preventDefault();
  });
  EventTarget.prototype.addEventListener.call(form, "click", function (event) {
    var button = event.target.closest && event.target.closest("button");
    if (button && button.name === EDIT && nodeProto.contains.call(form, button) && onEdit(button)) event.preventDefault();
  });
})();
