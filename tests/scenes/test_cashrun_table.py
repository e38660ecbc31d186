"""The Cash & Run table driven headless: hot-seat games played by posted clicks and keys through every kind of
prompt, the hand-over before a bluff, bluff-card privacy, prompts offering exactly the legal actions, and
computer self-play to the results screen."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.cashrun.model import Phase
from vegas_desktop.cashrun.moves import (
    Accept,
    Auction,
    Bid,
    BluffAccepted,
    BluffChallenged,
    Buy,
    Challenge,
    FinalLapStarted,
    LayBluff,
    Pass,
    PlayOn,
    Stake,
    StartFinalLap,
    TakeoverFor,
)
from vegas_desktop.games import make_agent
from vegas_desktop.match import new_match
from vegas_desktop.scenes.cashrun.build import covered
from vegas_desktop.scenes.cashrun.drawing import CashRunDrawing
from vegas_desktop.scenes.cashrun.input import CashRunInput
from vegas_desktop.scenes.cashrun.prompts import BidPrompt, Prompt, StakePrompt, leaves
from vegas_desktop.scenes.cashrun.results import CashRunResultsScene
from vegas_desktop.scenes.handover import HandoverScene
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene

INSTANT = 100.0


def _key(k: int, char: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": char, "scancode": 0})


def _input(scene: TableScene) -> CashRunInput:
    assert scene.parts is not None and isinstance(scene.parts.input, CashRunInput)
    return scene.parts.input


def _drawing(scene: TableScene) -> CashRunDrawing:
    assert scene.parts is not None and isinstance(scene.parts.drawing, CashRunDrawing)
    return scene.parts.drawing


def _prompt(scene: TableScene) -> Prompt | None:
    return _input(scene).prompt


class Player:
    """Plays the human seats by posted input: picks what a curious player would (every kind of decision at least
    once), else what a Normal computer would, and clicks its way to it through the prompt."""

    def __init__(self, app, drive, scene: TableScene) -> None:
        self.app, self.drive, self.scene = app, drive, scene
        self.agents = [make_agent("cashrun", "normal", 40 + i) for i in range(scene.match.state.players)]
        self.phases: set[Phase] = set()
        self.visits: set[int] = set()  # game types of casino visits a human made
        self.judged: set[type] = set()
        self.handovers_before_private = 0
        self.human_bids = 0
        self.laps = 0
        self.privacy_checked = 0
        self.count: dict[str, int] = {}

    def want(self, seat: int) -> object:
        match = self.scene.match
        view = match.view(seat)
        phase = view.phase
        legal = match.legal(seat)
        if phase is not Phase.AUCTION_CHOICE:  # voluntary auctions have their own test
            legal = [a for a in legal if not isinstance(a, Auction)] or legal
        n = self.count.get(phase.value, 0)
        self.count[phase.value] = n + 1
        if phase is Phase.TURN and StartFinalLap() in legal:
            return StartFinalLap()
        if phase is Phase.TAKEOVER and n < 2:
            return next((a for a in legal if isinstance(a, TakeoverFor)), Pass())
        if phase is Phase.JUDGE:
            return Accept() if n % 2 == 0 else Challenge()
        if phase is Phase.BLUFF and n % 2 == 0:
            return next((a for a in legal if isinstance(a, LayBluff)), Pass())
        if phase is Phase.BUY_BLUFF and Buy() in legal:
            return Buy()
        if phase is Phase.STAKE and n < 8:  # high stakes: debts, forced auctions and a debtor's choice
            return max(legal, key=lambda a: a.amount)
        if phase is Phase.BET and self.count.get("stake", 0) <= 8:
            from vegas_desktop.cashrun.model import FACTORS

            return max(legal, key=lambda a: FACTORS[a.bet.kind])
        if phase is Phase.GRAND_SLAM and n < 3 and PlayOn() in legal:
            return PlayOn()
        if phase is Phase.BID and n < 4:
            return next((a for a in legal if isinstance(a, Bid)), Pass())
        return self.agents[seat].choose(match.rules, view, legal, seat)

    def frame(self) -> None:
        self.drive.frames(1)

    def click_choice(self, target: object) -> None:
        """Click through the prompt's tree (and pages) to the button that plays `target`."""
        scene = self.scene
        for _ in range(40):
            prompt = _prompt(scene)
            if prompt is None or scene.human_seat() is None:
                return
            self.frame()  # a drawn frame lays the buttons out
            if isinstance(prompt, StakePrompt):
                self._stake(prompt, target)
                return
            if (
                isinstance(prompt, BidPrompt)
                and isinstance(target, Bid)
                and not any(c.action == target for c in prompt.level)
            ):
                self._typed_bid(prompt, target)
                return
            index = next(
                (
                    i
                    for i, c in enumerate(prompt.level)
                    if c.action == target or target in {x.action for x in leaves(c.children)}
                ),
                None,
            )
            assert index is not None, f"{target} is not offered by the prompt of {prompt.phase}"
            if index not in prompt.rects:
                step = 1 if index >= (prompt.page + 1) * prompt.per_page else -1
                self.drive.click((prompt.next_rect if step > 0 else prompt.prev_rect).center)
                continue
            was = len(scene.match.log)
            self.drive.click(prompt.rects[index].center)
            if len(scene.match.log) > was or _prompt(scene) is not prompt:
                return
        raise AssertionError("could not reach the choice")

    def _stake(self, prompt: StakePrompt, target: Stake) -> None:
        labels = {c.label: i for i, c in enumerate(prompt.level)}
        for _ in range(200):  # stakes that force an auction may be thousands of k
            if prompt.value == target.amount:
                break
            diff = target.amount - prompt.value
            key = (
                pygame.K_UP
                if diff >= 100
                else pygame.K_RIGHT
                if diff > 0
                else pygame.K_DOWN
                if diff <= -100
                else pygame.K_LEFT
            )
            self.drive.key(key)
        assert prompt.value == target.amount
        self.frame()
        self.drive.click(prompt.rects[0].center)  # "Play for …"
        _ = labels

    def _typed_bid(self, prompt: BidPrompt, target: Bid) -> None:
        typing = next(i for i, c in enumerate(prompt.level) if c.adjust is not None)
        self.drive.click(prompt.rects[typing].center)
        for ch in str(target.amount):
            self.drive.key(getattr(pygame, f"K_{ch}"))
        self.drive.key(pygame.K_RETURN)

    def check_privacy(self) -> None:
        """No human's bluff cards show to another: only the deciding human's own, and only when it is their
        private decision after the hand-over."""
        scene = self.scene
        shown = [s for s in range(scene.match.state.players) if _drawing(scene).shown_hand(s) is not None]
        assert len(shown) <= 1
        for s in shown:
            assert scene.match.private_decision(s) and scene.deciding_seat() == s and scene.viewer == s
        self.privacy_checked += 1

    def play(self, max_frames: int = 200_000) -> None:
        app, scene = self.app, self.scene
        pending_handover = False
        for _ in range(max_frames):
            top = app.stack.top
            if isinstance(top, CashRunResultsScene):
                return
            if isinstance(top, HandoverScene):
                pending_handover = True
                self.drive.key(pygame.K_RETURN)
                continue
            if top is not scene:
                self.frame()
                continue
            seat = scene.human_seat()
            if seat is None:
                self.frame()
                continue
            self.check_privacy()
            view = scene.seen()
            phase = view.phase
            if pending_handover and phase in (Phase.BLUFF, Phase.DISCARD):
                self.handovers_before_private += 1
                assert _drawing(scene).shown_hand(seat) == view.hand  # after the hand-over: the owner's cards, face up
            pending_handover = False
            self.phases.add(phase)
            if phase is Phase.BET:
                self.visits.add(view.frame.game)
            if phase is Phase.BID:
                self.human_bids += 1
            # the prompt offers exactly the legal actions
            prompt = _prompt(scene)
            assert prompt is not None
            if not isinstance(prompt, (StakePrompt, BidPrompt)):
                assert covered(prompt) == set(scene.match.legal(seat))
            target = self.want(seat)
            log = len(scene.match.log)
            events_before = len(_drawing(scene).d.log)
            self.click_choice(target)
            assert scene.match.log[log : log + 1] == [(seat, target)], f"{phase}: the click did not play {target}"
            _ = events_before
        raise AssertionError("the game did not end")


@pytest.fixture
def watch_events(monkeypatch):
    seen: list[object] = []
    real = TableScene._enqueue

    def spy(self, events):
        seen.extend(events)
        real(self, events)

    monkeypatch.setattr(TableScene, "_enqueue", spy)
    return seen


def test_hot_seat_game_by_posted_input_reaches_every_kind_of_prompt(app, drive, watch_events):
    """Three humans at one screen (plus a computer bidder) play whole games by clicks and keys until every
    decision kind has been asked, each casino game type visited, a bluff accepted and one challenged by a human,
    a human has bid, and a human has started a final lap."""
    wanted = set(Phase) - {Phase.OFFER}  # the end offer of an overlong game has its own test
    phases: set[Phase] = set()
    visits: set[int] = set()
    accepted = challenged = laps = bids = handovers = 0
    for seed in range(1, 9):
        app.speed = INSTANT
        match = new_match(
            "cashrun",
            ["human", "human", "human", "normal"],
            seed,
            __import__("vegas_desktop.games", fromlist=["x"]).parse_options("cashrun", "rounds=30"),
        )
        scene = table_scene(app, match)
        app.stack.reset(scene) if hasattr(app.stack, "reset") else app.stack.push(scene)
        mark = len(watch_events)
        player = Player(app, drive, scene)
        player.play()
        humans = {0, 1, 2}
        new = watch_events[mark:]
        accepted += sum(1 for e in new if isinstance(e, BluffAccepted) and e.judge in humans)
        challenged += sum(1 for e in new if isinstance(e, BluffChallenged) and e.judge in humans)
        laps += sum(1 for e in new if isinstance(e, FinalLapStarted) and e.seat in humans)
        phases |= player.phases
        visits |= player.visits
        bids += player.human_bids
        handovers += player.handovers_before_private
        assert player.privacy_checked > 0
        if (
            phases >= wanted - {Phase.COMBO, Phase.DISCARD}
            and len(visits) == 3
            and accepted
            and challenged
            and laps
            and bids
            and handovers
        ):
            break
    # a choice of combinations needs two at once, and a fourth bluff card is rare: both are crafted below
    missing = wanted - phases - {Phase.COMBO, Phase.DISCARD}
    assert not missing, f"never asked: {missing}"
    assert visits == {0, 1, 2}
    assert accepted and challenged, (accepted, challenged)
    assert bids > 0 and laps > 0 and handovers > 0


def _crafted(app, phase: Phase, seat: int = 0) -> TableScene:
    """A hot-seat match (two humans) whose state is set, through the rules' own data, to `seat` deciding `phase`
    with four bluff cards in hand (DISCARD) or two winning combinations (COMBO)."""
    from vegas_desktop.cashrun.flow import combos_of
    from vegas_desktop.cashrun.model import Frame

    match = new_match("cashrun", ["human", "human", "normal"], 3)
    state = match.state
    for k in range(3):  # everybody's pawn placed, turns under way
        state.pos[k] = k * 5 + 1
    state.stack.clear()
    if phase is Phase.DISCARD:
        while len(state.hands[seat]) < 4:
            state.hands[seat].append(state.bluff_pile.pop(0))
        state.stack.append(Frame(Phase.DISCARD, seat))
    else:
        for c in (0, 3, 6, 9, 12):  # the five roulette casinos: with 3 players, several sets of four
            state.owner[c] = seat
        state.stack.append(Frame(Phase.COMBO, seat, choices=tuple(combos_of(state, seat))))
    match.opening_events = []  # joined as it stands: no opening to animate
    app.speed = INSTANT
    scene = table_scene(app, match)
    app.stack.push(scene)
    return scene


def test_hand_over_then_discard_by_key_shows_only_the_owners_cards(app, drive):
    scene = _crafted(app, Phase.DISCARD, seat=1)
    drive.frames(3)
    assert isinstance(app.stack.top, HandoverScene), "a private decision in hot-seat play starts with a hand-over"
    drawing = _drawing(scene)
    assert all(drawing.shown_hand(s) is None for s in range(3))
    drive.key(pygame.K_RETURN)
    drive.frames(2)
    assert app.stack.top is scene and scene.human_seat() == 1
    hand = scene.match.state.hands[1]
    assert drawing.shown_hand(1) == tuple(hand) and drawing.shown_hand(0) is None
    prompt = _prompt(scene)
    assert prompt is not None and covered(prompt) == set(scene.match.legal(1))
    drive.key(pygame.K_2)  # the second card goes
    assert len(scene.match.state.hands[1]) == 3
    drive.frames(3)
    assert drawing.shown_hand(1) is None  # the decision is over: the cards are hidden again


def test_choice_of_two_combinations_by_clicking_a_lit_field(app, drive):
    scene = _crafted(app, Phase.COMBO, seat=0)
    drive.frames(3)
    prompt = _prompt(scene)
    assert scene.human_seat() == 0 and prompt is not None
    assert len(prompt.level) > 1 and covered(prompt) == set(scene.match.legal(0))
    drive.click(prompt.rects[0].center)
    assert 0 in scene.match.state.laps or scene.match.log[-1][0] == 0


def test_computer_self_play_reaches_the_results(app):
    app.speed = INSTANT
    match = new_match("cashrun", ["normal", "easy", "random"], 7)
    app.stack.push(table_scene(app, match))
    for _ in range(20_000):
        app.step(1 / 30, [])
        if isinstance(app.stack.top, CashRunResultsScene):
            break
    else:
        pytest.fail("no results")
    assert match.over


def test_a_colour_blind_board_and_every_prompt_draw(app):
    """Drawing survives the colour-blind palette and the small-window text floor."""
    from vegas_desktop.app import style

    style.set_colour_blind(True)
    style.set_view_scale(0.875)
    try:
        scene = _crafted(app, Phase.COMBO)
        for _ in range(5):
            app.step(1 / 30, [])
        scene.draw(pygame.Surface((1280, 720)))
    finally:
        style.set_colour_blind(False)
        style.set_view_scale(1.0)


def test_long_field_names_split_at_a_syllable_instead_of_being_cut(app) -> None:
    from vegas_desktop.app import style
    from vegas_desktop.scenes.cashrun.view import name_lines

    style.set_view_scale(0.875)  # the smallest window: the text floor makes words wider than their fields
    try:
        font = style.font(11, True, True)
        for name, first in (("Übernahme", "Über-"), ("Singapore", "Singa-"), ("Takeover", "Takeo-")):
            lines = name_lines(name, 60)
            assert lines[0] == first and "".join(lines).replace("-", "") == name
            assert all(font.size(line)[0] <= 60 for line in lines)
    finally:
        style.set_view_scale(1.0)


def test_the_throws_of_an_all_play_are_quicker_than_a_single_game(app) -> None:
    """The all-play's event comes after its throws among one action's events: they still get the quick pace."""
    from vegas_desktop.cashrun.moves import AllPlayed, DieRolled

    match = new_match("cashrun", ["normal", "easy", "random"], 7)
    match.opening_events = []
    scene = table_scene(app, match)
    assert scene.parts is not None
    handlers = scene.parts.animations.handlers()

    def seconds(events: list[object]) -> float:
        for ev in events:
            handlers[type(ev)](ev)
        frames = 0
        while scene.queue.busy:
            scene.queue.update(1 / 60)
            frames += 1
        return frames / 60

    alone = seconds([DieRolled(4)])  # 0.6 s rolling, 0.2 s still
    together = seconds([DieRolled(4), AllPlayed(((0, 4),))])  # 0.35 + 0.05 s, then 0.5 s on the results
    assert together - 0.5 < alone - 0.3
