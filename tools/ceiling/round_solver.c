/* Exact expectimax of one round of two-player classic Las Vegas (RULES.md §1), for measuring how well any
 * player could do against Normal. An analysis tool, not part of the game: `tools/ceiling/ceiling.py` builds it
 * with the C compiler and loads it with ctypes.
 *
 * A position is each seat's dice per casino (a vector of 6 counts summing to at most 8) and the seat to move.
 * All 3003 x 3003 positions are solved backwards from the round's end; a move's value is the mean, over the
 * mover's throw, of the best (or, for seat 1, worst) placement for seat 0. A seat may instead follow Normal's
 * rule exactly (vegas_desktop/ai/lasvegas_eval.py, two-player case): then the solution is the best response to
 * Normal. Values are seat 0's round money minus seat 1's (mode 0) or seat 0's chance to win the game given
 * its lead before the round (mode 1; equal money counts a half), or that chance when later rounds still add
 * a normal spread `spread` to the lead (mode 2, for rounds before the last).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NP 3003
#define CODES 531441 /* 9^6: a count vector written in base 9 */
#define DICE 8

static int code_to_idx[CODES];
static int prof[NP][6];
static int pcode[NP];
static int by_sum[DICE + 1][NP];
static int by_sum_n[DICE + 1];
static const int POW9[6] = {1, 9, 81, 729, 6561, 59049};
static float *V[2];
static int n_out[DICE + 1];
static unsigned char out_c[DICE + 1][1287][6];
static double out_p[DICE + 1][1287];
static double REACH[DICE + 1][DICE + 2];
static int ready = 0;

static int B1[6], B2[6], MODE, ENDGAME;
static double PER_DIE, LEAD, SPREAD;

static double fact(int n) {
    double f = 1;
    for (int i = 2; i <= n; i++) f *= i;
    return f;
}

static void throws(int r, int face, int left, int *c) {
    if (face == 5) {
        c[5] = left;
        int k = n_out[r]++;
        double p = fact(r);
        for (int i = 0; i < 6; i++) {
            out_c[r][k][i] = (unsigned char)c[i];
            p /= fact(c[i]);
        }
        out_p[r][k] = p / pow(6, r);
        return;
    }
    for (int x = 0; x <= left; x++) {
        c[face] = x;
        throws(r, face + 1, left - x, c);
    }
}

static int init(void) {
    if (ready) return 0;
    memset(code_to_idx, -1, sizeof(code_to_idx));
    int c[6], n = 0;
    for (c[0] = 0; c[0] <= DICE; c[0]++)
        for (c[1] = 0; c[1] <= DICE; c[1]++)
            for (c[2] = 0; c[2] <= DICE; c[2]++)
                for (c[3] = 0; c[3] <= DICE; c[3]++)
                    for (c[4] = 0; c[4] <= DICE; c[4]++)
                        for (c[5] = 0; c[5] <= DICE; c[5]++) {
                            int s = c[0] + c[1] + c[2] + c[3] + c[4] + c[5];
                            if (s > DICE) continue;
                            int code = 0;
                            for (int i = 0; i < 6; i++) {
                                prof[n][i] = c[i];
                                code += c[i] * POW9[i];
                            }
                            pcode[n] = code;
                            code_to_idx[code] = n;
                            by_sum[s][by_sum_n[s]++] = n;
                            n++;
                        }
    for (int r = 1; r <= DICE; r++) throws(r, 0, r, c);
    /* Normal's binomial tail: P(at least `need` of `d` dice reach one casino), p = DIE_REACH = 0.06. */
    for (int d = 0; d <= DICE; d++)
        for (int need = 0; need <= DICE + 1; need++) {
            double s = 0;
            if (need <= 0) s = 1;
            for (int k = need > 0 ? need : DICE + 1; k <= d; k++)
                s += fact(d) / (fact(k) * fact(d - k)) * pow(0.06, k) * pow(0.94, d - k);
            REACH[d][need] = s;
        }
    V[0] = malloc(sizeof(float) * NP * NP);
    V[1] = malloc(sizeof(float) * NP * NP);
    if (!V[0] || !V[1]) return -1;
    ready = 1;
    return 0;
}

/* Normal's discounted claim of seat 0 minus seat 1 on casino i (counts a, b; dice in hand ha, hb). */
static double claim_diff(int i, int a, int b, int ha, int hb) {
    if (a == b) return 0;
    int winner = a > b ? 0 : 1, count[2] = {a, b}, hand[2] = {ha, hb};
    double out[2] = {0, 0};
    for (int who = 0; who < 2; who++) {
        double bill = who == winner ? B1[i] : (count[who] > 0 ? B2[i] : 0);
        if (bill == 0) continue;
        int rival = 1 - who;
        double keep = 1;
        if (hand[rival]) {
            int gap = count[who] - count[rival];
            if (gap >= 0) keep *= 1 - (gap > hand[rival] ? 0 : REACH[hand[rival]][gap]);
        }
        double defend = hand[who] * 0.15;
        if (defend > 1) defend = 1;
        out[who] = bill * (keep + (1 - keep) * defend * 0.5);
    }
    return out[0] - out[1];
}

static double terminal(int ia, int ib) {
    double d = 0;
    for (int i = 0; i < 6; i++) {
        int a = prof[ia][i], b = prof[ib][i];
        if (a > b) d += B1[i] - (b > 0 ? B2[i] : 0);
        else if (b > a) d -= B1[i] - (a > 0 ? B2[i] : 0);
    }
    if (MODE == 0) return d;
    double x = d + LEAD;
    if (MODE == 2) return 0.5 * (1 + erf(x / (SPREAD * sqrt(2.0))));
    return x > 0 ? 1.0 : (x == 0 ? 0.5 : 0.0);
}

/* Solve the round. b1/b2: each casino's highest and second bill (0 if none). normal: -1 nobody follows
 * Normal's rule, 0 or 1 that seat does, 2 both do. per_die: Normal's value of a die in hand. endgame: when
 * one seat follows Normal, the other follows it too while more than this many dice are still in hand (16:
 * never), so it replies best only in the endgame. Returns 0, or -1 when memory is short. */
int solve(const int *b1, const int *b2, int normal, double per_die, int mode, double lead, double spread,
          int endgame) {
    if (init()) return -1;
    for (int i = 0; i < 6; i++) {
        B1[i] = b1[i];
        B2[i] = b2[i];
    }
    PER_DIE = per_die;
    MODE = mode;
    LEAD = lead;
    ENDGAME = endgame;
    SPREAD = spread > 0 ? spread : 1;
    for (int s = 2 * DICE; s >= 0; s--)
        for (int sa = s > DICE ? s - DICE : 0; sa <= DICE && sa <= s; sa++) {
            int sb = s - sa;
            if (sb > DICE) continue;
            int ra = DICE - sa, rb = DICE - sb;
            for (int x = 0; x < by_sum_n[sa]; x++) {
                int ia = by_sum[sa][x];
                for (int y = 0; y < by_sum_n[sb]; y++) {
                    int ib = by_sum[sb][y];
                    long id = (long)ia * NP + ib;
                    if (ra == 0 && rb == 0) {
                        V[0][id] = V[1][id] = (float)terminal(ia, ib);
                        continue;
                    }
                    for (int m = 0; m < 2; m++) {
                        int r = m == 0 ? ra : rb;
                        if (r == 0) continue;
                        int next = (m == 0 ? rb : ra) > 0 ? 1 - m : m; /* a seat without dice is skipped */
                        int follows = normal == 2 || normal == m || (normal >= 0 && ra + rb > ENDGAME);
                        double W[6][DICE + 1], S[6][DICE + 1], claim[6][DICE + 1], base[DICE + 1];
                        for (int k = 1; k <= r; k++) {
                            int ha = ra - (m == 0 ? k : 0), hb = rb - (m == 1 ? k : 0);
                            if (follows) {
                                base[k] = PER_DIE * (ha - hb);
                                for (int c = 0; c < 6; c++) {
                                    claim[c][k] = claim_diff(c, prof[ia][c], prof[ib][c], ha, hb);
                                    base[k] += claim[c][k];
                                }
                            }
                            for (int f = 0; f < 6; f++) {
                                long child;
                                if (m == 0) child = (long)code_to_idx[pcode[ia] + k * POW9[f]] * NP + ib;
                                else child = (long)ia * NP + code_to_idx[pcode[ib] + k * POW9[f]];
                                W[f][k] = V[next][child];
                                if (follows) {
                                    int a = prof[ia][f] + (m == 0 ? k : 0), b = prof[ib][f] + (m == 1 ? k : 0);
                                    double sc = base[k] - claim[f][k] + claim_diff(f, a, b, ha, hb);
                                    S[f][k] = m == 0 ? sc : -sc;
                                }
                            }
                        }
                        double e = 0;
                        for (int o = 0; o < n_out[r]; o++) {
                            const unsigned char *c = out_c[r][o];
                            double v;
                            if (follows) { /* Normal's pick; equal scores share the outcome (its random tie-break) */
                                double top = -1e300, sum = 0;
                                int ties = 0;
                                for (int f = 0; f < 6; f++) {
                                    int k = c[f];
                                    if (!k) continue;
                                    if (S[f][k] > top + 1e-9) {
                                        top = S[f][k];
                                        sum = W[f][k];
                                        ties = 1;
                                    } else if (S[f][k] >= top - 1e-9) {
                                        sum += W[f][k];
                                        ties++;
                                    }
                                }
                                v = sum / ties;
                            } else {
                                v = m == 0 ? -1e300 : 1e300;
                                for (int f = 0; f < 6; f++) {
                                    int k = c[f];
                                    if (!k) continue;
                                    if (m == 0 ? W[f][k] > v : W[f][k] < v) v = W[f][k];
                                }
                            }
                            e += out_p[r][o] * v;
                        }
                        V[m][id] = (float)e;
                    }
                    if (ra == 0) V[0][id] = V[1][id];
                    if (rb == 0) V[1][id] = V[0][id];
                }
            }
        }
    return 0;
}

/* Value for seat 0 of the position with counts a (seat 0) and b (seat 1), `mover` to throw next. */
double value(const int *a, const int *b, int mover) {
    int ca = 0, cb = 0;
    for (int i = 0; i < 6; i++) {
        ca += a[i] * POW9[i];
        cb += b[i] * POW9[i];
    }
    return V[mover][(long)code_to_idx[ca] * NP + code_to_idx[cb]];
}

/* Normal's score (seat `seat`'s lead) of placing k dice on casino f from this position; for tests. */
double normal_score(const int *b1, const int *b2, double per_die, const int *a, const int *b, int seat, int f, int k) {
    if (init()) return 0;
    for (int i = 0; i < 6; i++) {
        B1[i] = b1[i];
        B2[i] = b2[i];
    }
    int sa = 0, sb = 0, ca[6], cb[6];
    for (int i = 0; i < 6; i++) {
        ca[i] = a[i];
        cb[i] = b[i];
        sa += a[i];
        sb += b[i];
    }
    (seat == 0 ? ca : cb)[f] += k;
    int ha = DICE - sa - (seat == 0 ? k : 0), hb = DICE - sb - (seat == 1 ? k : 0);
    double sc = per_die * (ha - hb);
    for (int c = 0; c < 6; c++) sc += claim_diff(c, ca[c], cb[c], ha, hb);
    return seat == 0 ? sc : -sc;
}

/* After solve(mode 0): the distribution of the round's money lead (seat 0 minus seat 1) when both seats play
 * the solved policies (a seat following Normal splits its equal-score choices evenly, as its random tie-break
 * does; a replying seat takes the first best face). Seat 0 throws first. hist[j] receives P(lead == 10k * (j -
 * offset)); the lead is a sum of bills, all multiples of 10k. Returns 0, -1 when memory is short, -2 when a lead
 * falls outside the histogram. */
static double *M[2];
int distribution(int normal, double *hist, int size, int offset) {
    if (!ready) return -1;
    if (!M[0]) {
        M[0] = calloc((size_t)NP * NP, sizeof(double));
        M[1] = calloc((size_t)NP * NP, sizeof(double));
        if (!M[0] || !M[1]) return -1;
    } else {
        memset(M[0], 0, sizeof(double) * NP * NP);
        memset(M[1], 0, sizeof(double) * NP * NP);
    }
    for (int j = 0; j < size; j++) hist[j] = 0;
    int zero = code_to_idx[0];
    M[0][(long)zero * NP + zero] = 1.0;
    for (int s = 0; s <= 2 * DICE; s++)
        for (int sa = s > DICE ? s - DICE : 0; sa <= DICE && sa <= s; sa++) {
            int sb = s - sa;
            if (sb > DICE) continue;
            int ra = DICE - sa, rb = DICE - sb;
            for (int x = 0; x < by_sum_n[sa]; x++) {
                int ia = by_sum[sa][x];
                for (int y = 0; y < by_sum_n[sb]; y++) {
                    int ib = by_sum[sb][y];
                    long id = (long)ia * NP + ib;
                    if (ra == 0 && rb == 0) {
                        double mass = M[0][id] + M[1][id];
                        if (mass == 0) continue;
                        double d = 0;
                        for (int i = 0; i < 6; i++) {
                            int a = prof[ia][i], b = prof[ib][i];
                            if (a > b) d += B1[i] - (b > 0 ? B2[i] : 0);
                            else if (b > a) d -= B1[i] - (a > 0 ? B2[i] : 0);
                        }
                        int j = (int)lround(d / 10.0) + offset;
                        if (j < 0 || j >= size) return -2;
                        hist[j] += mass;
                        continue;
                    }
                    for (int m = 0; m < 2; m++) {
                        double mass = M[m][id];
                        if (mass == 0) continue;
                        int r = m == 0 ? ra : rb;
                        int next = (m == 0 ? rb : ra) > 0 ? 1 - m : m;
                        int follows = normal == 2 || normal == m;
                        double S[6][DICE + 1], claim[6][DICE + 1], base[DICE + 1];
                        long CH[6][DICE + 1];
                        double W[6][DICE + 1];
                        for (int k = 1; k <= r; k++) {
                            int ha = ra - (m == 0 ? k : 0), hb = rb - (m == 1 ? k : 0);
                            if (follows) {
                                base[k] = PER_DIE * (ha - hb);
                                for (int c = 0; c < 6; c++) {
                                    claim[c][k] = claim_diff(c, prof[ia][c], prof[ib][c], ha, hb);
                                    base[k] += claim[c][k];
                                }
                            }
                            for (int f = 0; f < 6; f++) {
                                long child;
                                if (m == 0) child = (long)code_to_idx[pcode[ia] + k * POW9[f]] * NP + ib;
                                else child = (long)ia * NP + code_to_idx[pcode[ib] + k * POW9[f]];
                                CH[f][k] = child;
                                W[f][k] = V[next][child];
                                if (follows) {
                                    int a = prof[ia][f] + (m == 0 ? k : 0), b = prof[ib][f] + (m == 1 ? k : 0);
                                    double sc = base[k] - claim[f][k] + claim_diff(f, a, b, ha, hb);
                                    S[f][k] = m == 0 ? sc : -sc;
                                }
                            }
                        }
                        for (int o = 0; o < n_out[r]; o++) {
                            const unsigned char *c = out_c[r][o];
                            double p = mass * out_p[r][o];
                            if (follows) {
                                double top = -1e300;
                                int ties = 0;
                                for (int f = 0; f < 6; f++) {
                                    int k = c[f];
                                    if (!k) continue;
                                    if (S[f][k] > top + 1e-9) { top = S[f][k]; ties = 1; }
                                    else if (S[f][k] >= top - 1e-9) ties++;
                                }
                                for (int f = 0; f < 6; f++) {
                                    int k = c[f];
                                    if (k && S[f][k] >= top - 1e-9) M[next][CH[f][k]] += p / ties;
                                }
                            } else {
                                int best = -1;
                                for (int f = 0; f < 6; f++) {
                                    int k = c[f];
                                    if (!k) continue;
                                    if (best < 0 || (m == 0 ? W[f][k] > W[best][c[best]] : W[f][k] < W[best][c[best]]))
                                        best = f;
                                }
                                M[next][CH[best][c[best]]] += p;
                            }
                        }
                    }
                }
            }
        }
    return 0;
}
