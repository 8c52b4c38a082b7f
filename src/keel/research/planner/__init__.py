"""The offline planner (`offline.Planner`) and its reading and reasoning, with no LLM.

Modules, in the order a question flows through them:

- ``text``: words, a light stemmer, stopwords and a small generic metric lexicon;
- ``glossary``: the words other languages' reports use for those metrics and for months;
- ``periods``: years and the parts of years as questions and documents write them;
- ``goal``: what a question asks (metric, names, years); ``operations``: the calculation
  it asks for and the kind of figure that answers it;
- ``evidence``: what the run has observed, rebuilt from the request on every decision;
- ``passages``, ``structured``, ``amounts``, ``figures``, ``tables``, ``documents``: a read
  document's sentences, tables and JSON values and the figures in them, each with its
  metric context, unit, sign and period; ``prior_year``: the words that put a figure in
  the year before ("a year earlier", "im Vorjahr") and those that only compare with it;
- ``scoring``: how well a figure or a sentence answers the question; ``ownership``:
  whether an amount is the metric at all (not another noun's, a limit, per share);
  ``corrections``:
  figures a document corrects, restates or withdraws; ``months``: questions about one
  month, and figures for part of a period;
- ``ambiguity``: a metric the question leaves open (which margin?) and metrics that must
  not stand in for one another; ``namesakes``: a company name the documents give to more
  than one organisation; ``rows``: rows of one table that answer alike ("Kipinä 6" or
  "Kipinä 9");
- ``sides``: which figures the answer needs (per period, entity or metric);
- ``arithmetic``: the expressions for ``calculate`` (a change both as an amount and a
  percentage);
- ``parties``: which party a figure is about (the entity asked, not a competitor, a
  namesake or a party whose clause the figure stands in);
- ``guards``: the calibration gates (when a figure may be stated, which figures combine);
- ``analysis``: what to do next: ask, calculate, search for a missing side, or answer;
- ``quotes``: answers in the documents' own words, for questions that want a sentence;
- ``answer``: the final answer's wording, with inline ``[doc_id]`` citations.
"""
