// Follow a running run: append new timeline rows (HTML escaped by the server) and reload
// the page once the run's status changes, so its header, answer and budgets are current.
(function () {
  "use strict";
  var run = document.getElementById("run");
  if (!run || run.dataset.live !== "yes") { return; }
  var body = document.getElementById("events");
  var url = "/runs/" + encodeURIComponent(run.dataset.run) + "/stream?after=" + run.dataset.after;
  var first = Number(run.dataset.after);
  var source = new EventSource(url);
  source.onmessage = function (message) {
    var update = JSON.parse(message.data);
    if (update.html) { body.insertAdjacentHTML("beforeend", update.html); }
    run.dataset.after = String(update.seq);
    var moved = update.status !== run.dataset.status || update.seq > first;
    if (update.done) { source.close(); }
    if (update.done && moved) { window.location.reload(); }
    else if (update.status !== run.dataset.status) { source.close(); window.location.reload(); }
  };
  source.onerror = function () { source.close(); };
})();
