"""The one exception every rules module raises for a move the rules forbid."""


class IllegalAction(ValueError):
    """An action the rules do not allow in this state.

    `rule` names the rule that forbids it (short, stable, e.g. "place: value not thrown") so the UI
    and tests can show or check *why*, not just *that*.
    """

    def __init__(self, rule: str, detail: str = "") -> None:
        self.rule = rule
        self.detail = detail
        super().__init__(f"{rule}: {detail}" if detail else rule)
