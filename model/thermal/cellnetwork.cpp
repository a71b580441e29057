#include "cellnetwork.h"

#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCholesky>
#include <Eigen/SparseLU>

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace railyard::thermal {
namespace {

using SparseMatrix = Eigen::SparseMatrix<double, Eigen::RowMajor>;
using Triplets = std::vector<Eigen::Triplet<double>>;

// Cells joined by faces, numbered by component; each component is solved for its own flow.
std::vector<int> components(const CellNetwork &net, int *count)
{
    CellRegions regions = CellRegions::of(net, false);
    std::vector<int> id(size_t(net.cells), -1), of(size_t(net.cells));
    *count = 0;
    for (int c = 0; c < net.cells; ++c) {
        int &r = id[size_t(regions.root(c))];
        if (r < 0)
            r = (*count)++;
        of[size_t(c)] = r;
    }
    return of;
}

} // namespace

CellRegions::CellRegions(int cells) : m_parent(size_t(std::max(0, cells)))
{
    std::iota(m_parent.begin(), m_parent.end(), 0);
}

int CellRegions::root(int x)
{
    while (m_parent[size_t(x)] != x)
        x = m_parent[size_t(x)] = m_parent[size_t(m_parent[size_t(x)])];
    return x;
}

void CellRegions::join(int a, int b)
{
    m_parent[size_t(root(a))] = root(b);
}

CellRegions CellRegions::of(const CellNetwork &net, bool fans)
{
    CellRegions r(net.cells);
    for (const CellNetwork::Face &f : net.faces)
        r.join(f.a, f.b);
    if (fans)
        for (const CellNetwork::Fan &f : net.fans)
            r.join(f.from, f.to);
    return r;
}

Result<CellSolution> solveCellNetwork(const CellNetwork &net)
{
    using R = Result<CellSolution>;
    const int n = net.cells;
    CellSolution out;
    if (n <= 0)
        return out;
    auto inRange = [n](int c) { return c >= 0 && c < n; };
    auto finiteNonNegative = [](double v) { return std::isfinite(v) && v >= 0; };
    bool valid = true;
    for (const auto &f : net.faces)
        valid = valid && inRange(f.a) && inRange(f.b) && f.a != f.b && finiteNonNegative(f.mixingWK);
    for (const auto &i : net.inflows)
        valid = valid && inRange(i.cell) && finiteNonNegative(i.kgS) && std::isfinite(i.tempC);
    for (const auto &o : net.outflows)
        valid = valid && inRange(o.cell) && finiteNonNegative(o.kgS);
    for (const auto &f : net.fans)
        valid = valid && inRange(f.from) && inRange(f.to) && finiteNonNegative(f.kgS) && finiteNonNegative(f.heatW);
    for (double h : net.heatW)
        valid = valid && finiteNonNegative(h);
    if (!valid || net.heatW.size() > size_t(n))
        return R::failure(QCoreApplication::translate("Thermal", "the cell network refers to cells it does not have, or has a negative or non-finite flow"));
    // Net mass source of every cell: supply in, returns out, a fan out of its intake cell and into
    // its exhaust cell.
    std::vector<double> source(size_t(n), 0.0);
    for (const auto &i : net.inflows)
        source[size_t(i.cell)] += i.kgS;
    for (const auto &o : net.outflows)
        source[size_t(o.cell)] -= o.kgS;
    for (const auto &f : net.fans) {
        source[size_t(f.from)] -= f.kgS;
        source[size_t(f.to)] += f.kgS;
    }
    int groups = 0;
    const std::vector<int> group = components(net, &groups);
    std::vector<double> groupSource(size_t(groups), 0.0), groupScale(size_t(groups), 0.0);
    for (int c = 0; c < n; ++c) {
        groupSource[size_t(group[size_t(c)])] += source[size_t(c)];
        groupScale[size_t(group[size_t(c)])] += std::fabs(source[size_t(c)]);
    }
    for (int g = 0; g < groups; ++g)
        if (std::fabs(groupSource[size_t(g)]) > 1e-9 * std::max(1.0, groupScale[size_t(g)]))
            return R::failure(QCoreApplication::translate("Thermal", "the air that enters part of the room (%1 kg/s) does not leave it (%2 kg/s): "
                                                                     "a region closed off by racks or walls has no return")
                                  .arg(groupScale[size_t(g)] / 2 + groupSource[size_t(g)] / 2, 0, 'f', 3)
                                  .arg(groupScale[size_t(g)] / 2 - groupSource[size_t(g)] / 2, 0, 'f', 3));

    // 1. Potential flow: Σ over faces (φc − φn) = source c, one cell of each component pinned at
    // 0; the flux across a face is the potential's drop.
    std::vector<bool> pinned(size_t(n), false);
    {
        std::vector<bool> seen(size_t(groups), false);
        for (int c = 0; c < n; ++c)
            if (!seen[size_t(group[size_t(c)])]) {
                seen[size_t(group[size_t(c)])] = true;
                pinned[size_t(c)] = true;
            }
    }
    std::vector<int> degree(size_t(n), 0);
    for (const auto &f : net.faces) {
        ++degree[size_t(f.a)];
        ++degree[size_t(f.b)];
    }
    Triplets lap;
    lap.reserve(size_t(n) + 2 * net.faces.size());
    Eigen::VectorXd rhs(n);
    for (int c = 0; c < n; ++c) {
        lap.emplace_back(c, c, pinned[size_t(c)] ? 1.0 : double(std::max(1, degree[size_t(c)])));
        rhs[c] = pinned[size_t(c)] ? 0.0 : source[size_t(c)];
    }
    for (const auto &f : net.faces)
        if (!pinned[size_t(f.a)] && !pinned[size_t(f.b)]) {
            lap.emplace_back(f.a, f.b, -1.0);
            lap.emplace_back(f.b, f.a, -1.0);
        }
    Eigen::SparseMatrix<double> L(n, n);
    L.setFromTriplets(lap.begin(), lap.end());
    Eigen::SimplicialLDLT<Eigen::SparseMatrix<double>> ldlt(L);
    if (ldlt.info() != Eigen::Success)
        return R::failure(QCoreApplication::translate("Thermal", "the air flow could not be solved (the room's grid is degenerate)"));
    const Eigen::VectorXd phi = ldlt.solve(rhs);
    out.faceFluxKgS.resize(net.faces.size());
    for (size_t i = 0; i < net.faces.size(); ++i)
        out.faceFluxKgS[i] = phi[net.faces[i].a] - phi[net.faces[i].b];

    // 2. Energy: for each cell, what its air carries out (to neighbours downstream, to returns,
    // through a fan) less what flows in, plus mixing, equals the heat released in it.
    Triplets a;
    a.reserve(size_t(n) + 4 * net.faces.size() + 2 * net.fans.size());
    Eigen::VectorXd b = Eigen::VectorXd::Zero(n);
    std::vector<double> diagonal(size_t(n), 0.0);
    for (size_t i = 0; i < net.faces.size(); ++i) {
        const auto &f = net.faces[i];
        const double flux = out.faceFluxKgS[i] * kAirCp;
        const int up = flux >= 0 ? f.a : f.b, down = flux >= 0 ? f.b : f.a;
        diagonal[size_t(up)] += std::fabs(flux);
        a.emplace_back(down, up, -std::fabs(flux));
        diagonal[size_t(f.a)] += f.mixingWK;
        diagonal[size_t(f.b)] += f.mixingWK;
        a.emplace_back(f.a, f.b, -f.mixingWK);
        a.emplace_back(f.b, f.a, -f.mixingWK);
    }
    for (const auto &o : net.outflows)
        diagonal[size_t(o.cell)] += o.kgS * kAirCp;
    for (const auto &f : net.fans) {
        diagonal[size_t(f.from)] += f.kgS * kAirCp;
        a.emplace_back(f.to, f.from, -f.kgS * kAirCp);
        b[f.to] += f.heatW;
        out.heatInW += f.heatW;
    }
    for (const auto &i : net.inflows)
        b[i.cell] += i.kgS * kAirCp * i.tempC;
    for (size_t c = 0; c < net.heatW.size() && int(c) < n; ++c) {
        b[int(c)] += net.heatW[c];
        out.heatInW += net.heatW[c];
    }
    // A region (joined by faces or fans) that no supply air reaches is still air cut off from the
    // coolers: with heat in it no steady state holds; without, its temperature is undefined (NaN).
    std::vector<bool> still(size_t(n), false);
    {
        CellRegions regions = CellRegions::of(net, true);
        auto root = [&](int x) { return regions.root(x); };
        std::vector<char> fed(size_t(n), 0);
        std::vector<double> heat(size_t(n), 0.0);
        for (const auto &i : net.inflows)
            if (i.kgS > 0)
                fed[size_t(root(i.cell))] = 1;
        for (int c = 0; c < n; ++c)
            heat[size_t(root(c))] += b[c];
        for (int c = 0; c < n; ++c) {
            const int r = root(c);
            if (fed[size_t(r)])
                continue;
            if (heat[size_t(r)] > 0)
                return R::failure(QCoreApplication::translate("Thermal", "heat is released where no supply air reaches: a region closed off by racks, "
                                                                         "columns or walls has no way to reject it"));
            still[size_t(c)] = true;
        }
    }
    // Still cells solve to 0 on their own (their rows hold only the diagonal), then read NaN.
    std::erase_if(a, [&](const Eigen::Triplet<double> &e) { return still[size_t(e.row())]; });
    for (int c = 0; c < n; ++c) {
        a.emplace_back(c, c, still[size_t(c)] ? 1.0 : diagonal[size_t(c)]);
        if (still[size_t(c)])
            b[c] = 0;
    }
    SparseMatrix A(n, n);
    A.setFromTriplets(a.begin(), a.end());
    Eigen::VectorXd t;
    {
        Eigen::BiCGSTAB<SparseMatrix, Eigen::IncompleteLUT<double>> iterative;
        iterative.preconditioner().setDroptol(1e-4);
        iterative.setTolerance(1e-10);
        iterative.setMaxIterations(1000); // the direct solver below past that
        iterative.compute(A);
        if (iterative.info() == Eigen::Success) {
            t = iterative.solve(b);
            if (iterative.info() != Eigen::Success)
                t.resize(0);
        }
    }
    if (t.size() != n) { // the direct solver when the iterative one does not converge
        Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
        const Eigen::SparseMatrix<double> columnMajor(A);
        lu.compute(columnMajor);
        if (lu.info() != Eigen::Success)
            return R::failure(QCoreApplication::translate("Thermal", "the room's heat balance has no solution: part of the room holds heat and "
                                                                     "sends no air to a return"));
        t = lu.solve(b);
        if (lu.info() != Eigen::Success || !t.allFinite())
            return R::failure(QCoreApplication::translate("Thermal", "the room's heat balance could not be solved"));
    }
    out.tempC.assign(t.data(), t.data() + n);
    for (int c = 0; c < n; ++c)
        if (still[size_t(c)])
            out.tempC[size_t(c)] = NAN;
    // What the returns carry out above the supply temperature: the heat the coolers remove.
    double supplyEnergy = 0;
    for (const auto &i : net.inflows)
        supplyEnergy += i.kgS * i.tempC;
    double outEnergy = 0;
    for (const auto &o : net.outflows)
        outEnergy += o.kgS * out.tempC[size_t(o.cell)];
    out.heatOutW = kAirCp * (outEnergy - supplyEnergy);
    return out;
}

} // namespace railyard::thermal
