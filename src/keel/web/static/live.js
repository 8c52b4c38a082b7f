// Follow a running run: append new timeline rows (HTML escaped by the server) and reload
// the page once the run's status changes, so its header, answer and budgets are current.
(function () {
  "use strict";
  var run = document.getElementById("run");
  if (!run || run.dataset.live !== "yes") { return; }
  var body = document.getElementById("events");
  var url = "/runs/" + encodeURIComponent(run.dataset.run) + "/stream?after=" + run.dataset.after;
  var source = new EventSource(url);
  source.onmessage = function (message) {
    var update = JSON.parse(message.data);
    if (update.html) { body.insertAdjacentHTML("beforeend", update.html); }
    run.dataset.after = String(update.seq);
    if (update.status !== run.dataset.status || update.done) {
      source.close();
      window.location.reload();
    }
  };
  source.onerror = function () { source.close(); };
})();
