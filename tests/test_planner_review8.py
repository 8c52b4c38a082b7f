"""The eighth red-team review of the planner: 20 defects in the round's changes, each fixed
and kept here as the question that exposed it, with the right outcome."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_planner_runs import ask

ORVIK = {
    "orvik-2024.md": "# Orvik Marine ASA - Annual Report 2024\n\nNet sales were NOK 45.2 million "
    "in 2024 (2023: NOK 41.0 million; 2022: NOK 38.5 million).\n"
}
TARNOW_OPS = {
    "tarnow-ops-2024.json": json.dumps(
        {
            "company": "Tarnow Foods",
            "currency": "EUR",
            "unit": "million",
            "year": 2024,
            "operations": {"average_price_per_tonne": 640, "vehicle_sales": 4200, "revenue": 820.5},
        },
        indent=2,
    )
}
HALDEN = {
    "halden-2024.json": json.dumps(
        {
            "company": "Halden Shipping",
            "currency": "USD",
            "capacity_unit": "thousand TEU",
            "year": 2024,
            "key_figures": {"capacity": 95, "revenue": 512.0},
        },
        indent=2,
    )
}
FALK = {
    "falk-capex.md": "# Falk Energy - Capital expenditure\n\n| Item | EUR million |\n|---|---|\n"
    "| Capex 2024 | 120 |\n| Capex plan 2026 | 180 |\n| Target 2027 | 210 |\n"
}
CASES = {
    "dutch_leden": (
        {
            "vereniging-2024.md": "# Vereniging Natuurbehoud - Jaarverslag 2024\n\nDe vereniging "
            "telde eind 2024 in totaal 12.400 leden, tegen 11.900 leden een jaar eerder.\n"
        },
        "How many members did Vereniging Natuurbehoud have at the end of 2024?",
    ),
    "bracket_two_years": (ORVIK, "What were Orvik Marine's net sales in 2022?"),
    "bracket_two_years_growth": (
        ORVIK,
        "How much did Orvik Marine's net sales grow between 2022 and 2023?",
    ),
    "json_price_per_tonne": (TARNOW_OPS, "What was Tarnow Foods' average price per tonne in 2024?"),
    "json_vehicle_sales": (TARNOW_OPS, "How many vehicle sales did Tarnow Foods make in 2024?"),
    "json_other_unit_scale": (HALDEN, "What was Halden Shipping's revenue in 2024?"),
    "partner_under_title": (
        {
            "acme-2024.txt": "Acme Robotics AG - Annual report 2024\n=====================\n"
            "Partner Globex Industries contributed to growth.\n\nRevenue was EUR 120 "
            "million in 2024.\n"
        },
        "What was Globex Industries' revenue in 2024?",
    ),
    "german_rival": (
        {
            "vodafone-markt-2024.md": "# Vodafone Deutschland - Marktbericht 2024\n\nDer deutsche "
            "Mobilfunkmarkt wuchs 2024 leicht.\n\nDie Telekom steigerte 2024 ihren Umsatz auf "
            "115,8 Mrd. Euro.\n"
        },
        "What was Vodafone Deutschland's revenue in 2024?",
    ),
    "sum_year_and_year_before": (
        {
            "pram-2023.md": "# Kinder Wagen GmbH - Annual Report 2023\n\n"
            "Revenue was EUR 14.0 million in 2023.\n",
            "pram-2022.md": "# Kinder Wagen GmbH - Annual Report 2022\n\n"
            "Revenue was EUR 12.5 million in 2022.\n",
        },
        "What was Kinder Wagen's revenue in 2023 and the year before combined?",
    ),
    "capex_plan_row": (FALK, "What was Falk Energy's capex in 2026?"),
    "ellipsis_prose_why": (
        {
            "kappa-2024.md": "# Kappa Tools - Annual Report 2024\n\nSales fell 9% in 2024 because "
            "customers... well, customers postponed orders as interest rates rose.\n"
        },
        "Why did Kappa Tools' sales fall in 2024?",
    ),
    "last_summer_own_year": (
        {
            "parkland-2024.md": "# Parkland Zoo - Annual Report 2024\n\nLast summer the zoo "
            "welcomed 310,000 visitors, a record for the zoo.\n"
        },
        "How many visitors did Parkland Zoo welcome in 2024?",
    ),
    "miles_de_euros_scale": (
        {
            "fiesta-2024.md": "# Fiesta Parques - Informe anual 2024\n\nLos ingresos del ejercicio "
            "2024 fueron 4.968 miles de euros.\n"
        },
        "What was Fiesta Parques' revenue in 2024?",
    ),
    "cumulative_since_row": (
        {
            "nordicbus-deliveries.md": "# Nordic Bus AB - Deliveries\n\n| Item | Buses "
            "|\n|---|---|\n"
            "| Deliveries 2024 | 410 |\n| Cumulative since 2019 | 1,950 |\n"
        },
        "How many buses did Nordic Bus deliver in 2019?",
    ),
    "background_label_reason": (
        {
            "acme-2024.md": "# Acme Tools - Annual Report 2024\n\nIn 2024 Acme Tools "
            "closed its Lyon "
            "plant.\n\nBackground\n\nThe company was founded in 1950 in Lyon. It moved its head "
            "office in 1990. It expanded in 1995 to serve export markets.\n"
        },
        "Why did Acme Tools close its Lyon plant?",
    ),
    "asked_whether_then_reason": (
        {
            "kappa-2024.md": "# Kappa Tools - Annual Report 2024\n\nAsked whether prices rose in "
            "2024, the CEO said they did because energy costs doubled.\n"
        },
        "Why did Kappa Tools' prices rise in 2024?",
    ),
    "celebre_forward": (
        {
            "vigne-2024.md": "# Domaine Vigneron - Rapport annuel 2024\n\nEn 2024, le chiffre "
            "d'affaires a atteint 52,3 millions d'euros, un record célébré par les équipes.\n"
        },
        "What was Domaine Vigneron's revenue in 2024?",
    ),
    "bracket_quarter_last_year": (
        {
            "lumen-q1-2025.md": "# Lumen Sensors - Interim report Q1 2025\n\nRevenue was EUR 10.0 "
            "million in Q1 2025 (Q4 last year: EUR 11.0 million).\n"
        },
        "What was Lumen Sensors' revenue in Q4 2025?",
    ),
    "why_place_named_two_sentences_back": (
        {
            "acme-2022.md": "# Acme Tools - Annual Report 2022\n\nRussia was a key market for Acme "
            "Tools. It accounted for 8% of sales in 2021. We stopped all sales there in March 2022 "
            "because of the sanctions.\n"
        },
        "Why did Acme Tools stop selling in Russia?",
    ),
    "rival_profile_prepared_by": (
        {
            "globex-watch.txt": "Globex Industries - competitor profile\n"
            "=====================================\nPrepared by Acme Robotics AG strategy team.\n\n"
            "Globex revenue was EUR 310 million in 2024.\n"
        },
        "What was Acme Robotics' revenue in 2024?",
    ),
}


def _answer(tmp_path: Path, case: str) -> str:
    files, question = CASES[case]
    result = ask(tmp_path, files, question)
    assert result.status == "completed", result.state.pending
    return result.answer or ""


@pytest.mark.parametrize(
    ("case", "wanted"),
    [
        ("dutch_leden", "12,400 leden"),  # Dutch "leden" (members) is no month
        ("bracket_two_years", "NOK 38.5 million in 2022"),  # "(2023: X; 2022: Y)"
        ("bracket_two_years_growth", "2.5"),
        ("sum_year_and_year_before", "EUR 26.5 million"),  # "2023 and the year before"
        ("asked_whether_then_reason", "because energy costs doubled"),
        ("celebre_forward", "52.3"),  # French "célébré" is no Hungarian "cél" (target)
        ("why_place_named_two_sentences_back", "because of the sanctions"),
        ("ellipsis_prose_why", "customers postponed orders"),  # "..." is no leader
        ("last_summer_own_year", "310,000 visitors in 2024"),
        ("miles_de_euros_scale", "4,968 thousand EUR"),  # the dot groups thousands
        ("json_vehicle_sales", "4200"),  # vehicles sold are no money: the count stays
    ],
)
def test_right_answers_kept(tmp_path: Path, case: str, wanted: str) -> None:
    assert wanted in _answer(tmp_path, case)


@pytest.mark.parametrize(
    ("case", "unwanted"),
    [
        ("json_price_per_tonne", "640 million"),  # a price per tonne takes no document scale
        ("json_other_unit_scale", "512.0 thousand"),  # "capacity_unit" is another measure's
        ("partner_under_title", "120"),  # a partner named under the title is no issuer
        ("rival_profile_prepared_by", "310"),  # nor an author ("Prepared by Acme AG")
        ("german_rival", "115.8"),  # "Die Telekom" is a company, not an article and noun
        ("capex_plan_row", "180"),  # "Capex plan 2026" is no 2026 actual
        ("cumulative_since_row", "1,950"),  # "Cumulative since 2019" is no 2019 figure
        ("background_label_reason", "export markets"),  # "Background" announces no reason
        (
            "bracket_quarter_last_year",
            "11.0 million in Q4 2025",
        ),  # "(Q4 last year: ...)" is last year's
    ],
)
def test_wrong_answers_refused(tmp_path: Path, case: str, unwanted: str) -> None:
    assert unwanted not in _answer(tmp_path, case)
