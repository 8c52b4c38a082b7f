"""The offline planner (`offline.Planner`) and its reading and reasoning, with no LLM.

Modules, in the order a question flows through them:

- ``text``: words, a light stemmer, stopwords and a small generic metric lexicon;
- ``goal``: what a question asks (metric, names, years, calculation);
- ``evidence``: what the run has observed, rebuilt from the request on every decision;
- ``passages``, ``amounts``, ``figures``, ``tables``, ``documents``: a read document's
  sentences and the figures in them, each with its metric context, unit and period;
- ``scoring``: how well a figure or a sentence answers the question;
- ``sides``: which figures the answer needs (per period, entity or metric);
- ``arithmetic``: the expressions for ``calculate`` (a change both as an amount and a
  percentage);
- ``analysis``: what to do next: ask, calculate, search for a missing side, or answer;
- ``answer``: the final answer's wording, with inline ``[doc_id]`` citations.
"""
