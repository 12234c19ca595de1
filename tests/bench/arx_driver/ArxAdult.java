// Benchmark driver for ARX (issue 33): the adult data under k = 5, 4 % suppression, or the
// re-identification risk measures of a table. Our own code; it calls ARX's public API only.
// Build and run: see tests/bench/bench_lattice_vs_arx.py (its docstring).

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import org.deidentifier.arx.ARXAnonymizer;
import org.deidentifier.arx.ARXConfiguration;
import org.deidentifier.arx.ARXLattice.ARXNode;
import org.deidentifier.arx.ARXPopulationModel;
import org.deidentifier.arx.ARXResult;
import org.deidentifier.arx.AttributeType;
import org.deidentifier.arx.AttributeType.Hierarchy;
import org.deidentifier.arx.Data;
import org.deidentifier.arx.DataDefinition;
import org.deidentifier.arx.DataHandle;
import org.deidentifier.arx.criteria.KAnonymity;
import org.deidentifier.arx.metric.Metric;
import org.deidentifier.arx.risk.RiskEstimateBuilder;
import org.deidentifier.arx.risk.RiskModelSampleRisks;
import org.deidentifier.arx.risk.RiskModelSampleUniqueness;

public class ArxAdult {
    static final String[] QIS = {"sex", "age", "race", "marital-status", "education",
        "native-country", "workclass", "occupation", "salary-class"};

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: ArxAdult lattice|risk DATA.csv HIERARCHY_DIR [OUT.csv]");
            System.exit(2);
        }
        long start = System.nanoTime();
        Data data = Data.create(new File(args[1]), StandardCharsets.UTF_8, ',');
        DataDefinition definition = data.getDefinition();
        for (String qi : QIS) {
            File file = new File(args[2], "adult_hierarchy_" + qi + ".csv");
            definition.setAttributeType(qi, Hierarchy.create(file, StandardCharsets.UTF_8, ','));
        }
        if (args[0].equals("risk")) {
            risk(data, start);
            return;
        }
        ARXConfiguration config = ARXConfiguration.create();
        config.addPrivacyModel(new KAnonymity(5));
        config.setSuppressionLimit(0.04);
        config.setQualityModel(Metric.createLossMetric(Metric.AggregateFunction.ARITHMETIC_MEAN));
        ARXResult result = new ARXAnonymizer().anonymize(data, config);
        ARXNode best = result.getGlobalOptimum();
        StringBuilder node = new StringBuilder();
        for (String qi : QIS) {
            node.append(node.length() == 0 ? "" : ",").append(best.getGeneralization(qi));
        }
        if (args.length > 3) {
            result.getOutput(best).save(new File(args[3]), ',');
        }
        int checked = 0;
        for (ARXNode[] level : result.getLattice().getLevels()) {
            for (ARXNode each : level) {
                checked += each.isChecked() ? 1 : 0;
            }
        }
        System.out.printf("node=%s loss=%.10f checked=%d search_s=%.3f total_s=%.3f%n", node,
            Double.parseDouble(best.getHighestScore().toString()), checked,
            result.getTime() / 1000.0, (System.nanoTime() - start) / 1e9);
    }

    static void risk(Data data, long start) {
        DataHandle handle = data.getHandle(); // reads and encodes the table
        long t0 = System.nanoTime();
        Set<String> qis = new HashSet<>(Arrays.asList(QIS));
        RiskEstimateBuilder builder = handle.getRiskEstimator(
            ARXPopulationModel.create(ARXPopulationModel.Region.USA), qis);
        RiskModelSampleUniqueness unique = builder.getSampleBasedUniquenessRisk();
        RiskModelSampleRisks risks = builder.getSampleBasedReidentificationRisk();
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("rows=%d uniques=%.0f unique_share=%.6f prosecutor_max=%.6f "
            + "prosecutor_mean=%.6f marketer=%.6f risk_s=%.3f total_s=%.3f%n",
            handle.getNumRows(), unique.getNumUniqueRecords(),
            unique.getFractionOfUniqueRecords(), risks.getHighestRisk(), risks.getAverageRisk(),
            risks.getEstimatedMarketerRisk(), seconds, (System.nanoTime() - start) / 1e9);
    }
}
