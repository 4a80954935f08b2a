/* SPDX-License-Identifier: Apache-2.0 */
/* The vocabulary: every namespace and every term papergraph writes or reads,
 * in one place. ontology/papers.ttl defines the pg: terms; the core terms
 * that ../shared/eval/README.md lists are a contract with the scorer.
 *
 * Names: PG_C_* are pg: classes, PG_P_* pg: properties, PG_<PREFIX>_* terms
 * of the other vocabularies (RDF, RDFS, OWL, XSD, SKOS, DCTERMS, PROV,
 * schema.org, ML-Schema, CiTO, DQV). Each is a string literal, so they join with
 * other literals at compile time. */
#ifndef PG_VOCAB_H
#define PG_VOCAB_H

/* ---- namespaces */
#define PG_NS "https://w3id.org/papergraph#"
#define PG_DEFAULT_BASE "https://w3id.org/papergraph/id/"
#define PG_RDF "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
#define PG_RDFS "http://www.w3.org/2000/01/rdf-schema#"
#define PG_OWL "http://www.w3.org/2002/07/owl#"
#define PG_XSD "http://www.w3.org/2001/XMLSchema#"
#define PG_SKOS "http://www.w3.org/2004/02/skos/core#"
#define PG_DCT "http://purl.org/dc/terms/"
#define PG_PROV "http://www.w3.org/ns/prov#"
#define PG_SCHEMA "https://schema.org/"
#define PG_MLS "http://www.w3.org/ns/mls#"
#define PG_CITO "http://purl.org/spar/cito/"
#define PG_SD "http://www.w3.org/ns/sparql-service-description#" /* the server's description */
#define PG_FORMATS "http://www.w3.org/ns/formats/"
#define PG_DQV "http://www.w3.org/ns/dqv#" /* the Data Quality Vocabulary: the quality graph */

/* ---- pg: classes */
#define PG_C_ANCESTRY PG_NS "Ancestry"
#define PG_C_ASSERTION PG_NS "Assertion"
#define PG_C_DATASET PG_NS "Dataset"
#define PG_C_ENTITY PG_NS "Entity"
#define PG_C_MENTION PG_NS "Mention"
#define PG_C_METHOD PG_NS "Method"
#define PG_C_METRIC PG_NS "Metric"
#define PG_C_PAPER PG_NS "Paper"
#define PG_C_RESULT PG_NS "Result"
#define PG_C_SENTENCE PG_NS "Sentence"
#define PG_C_TASK PG_NS "Task"

/* ---- pg: properties */
#define PG_P_ADDRESSES_TASK PG_NS "addressesTask"
#define PG_P_ANNOTATED_ABSTRACTS PG_NS "annotatedAbstracts"
#define PG_P_ANCESTOR PG_NS "ancestor"
#define PG_P_BASELINE PG_NS "baseline"
#define PG_P_BASELINE_VALUE PG_NS "baselineValue"
#define PG_P_BEST_RESULT PG_NS "bestResult"
#define PG_P_COMPARED_COUNT PG_NS "comparedCount"
#define PG_P_COMPARES_WITH PG_NS "comparesWith"
#define PG_P_DEPTH PG_NS "depth"
#define PG_P_DESCENDANT PG_NS "descendant"
#define PG_P_DESCENDS_FROM PG_NS "descendsFrom"
#define PG_P_END_OFFSET PG_NS "endOffset"
#define PG_P_EVALUATES_ON PG_NS "evaluatesOn"
#define PG_P_EVIDENCE PG_NS "evidence"
#define PG_P_EXCLUDES_RULE PG_NS "excludesRule"
#define PG_P_EXTENDS PG_NS "extends"
#define PG_P_HIGHER_IS_BETTER PG_NS "higherIsBetter"
#define PG_P_INCLUDES_RULE PG_NS "includesRule"
#define PG_P_IN_PAPER PG_NS "inPaper"
#define PG_P_MENTIONED_IN PG_NS "mentionedIn"
#define PG_P_MENTION_OF PG_NS "mentionOf"
#define PG_P_METRIC PG_NS "metric"
#define PG_P_NOTE PG_NS "note"
#define PG_P_OF_RULE PG_NS "ofRule"
#define PG_P_OF_METHOD PG_NS "ofMethod"
#define PG_P_ON_DATASET PG_NS "onDataset"
#define PG_P_PAPER_COUNT PG_NS "paperCount"
#define PG_P_PREDICTIONS PG_NS "predictions"
#define PG_P_PROPOSED_FOR PG_NS "proposedFor"
#define PG_P_PROPOSES PG_NS "proposes"
#define PG_P_REPORTS_RESULT PG_NS "reportsResult"
#define PG_P_RESULT_KIND PG_NS "resultKind"
#define PG_P_RULE PG_NS "rule"
#define PG_P_RULE_PRECISION PG_NS "rulePrecision" /* a dqv:Metric */
#define PG_P_SENTENCE_INDEX PG_NS "sentenceIndex"
#define PG_P_SETTING PG_NS "setting"
#define PG_P_SHORT_FORM PG_NS "shortForm"
#define PG_P_START_OFFSET PG_NS "startOffset"
#define PG_P_SURFACE_FORM PG_NS "surfaceForm"
#define PG_P_TEXT PG_NS "text"
#define PG_P_UNIT PG_NS "unit"
#define PG_P_USES_METHOD PG_NS "usesMethod"
#define PG_P_USES_METRIC PG_NS "usesMetric"
#define PG_P_VALUE PG_NS "value"
#define PG_P_VENUE PG_NS "venue"
#define PG_P_YEAR PG_NS "year"
#define PG_P_MEASURED_RELATION PG_NS "measuredRelation"

/* ---- rdf */
#define PG_RDF_OBJECT PG_RDF "object"
#define PG_RDF_PREDICATE PG_RDF "predicate"
#define PG_RDF_SUBJECT PG_RDF "subject"
#define PG_RDF_TYPE PG_RDF "type"

/* ---- rdfs */
#define PG_RDFS_LABEL PG_RDFS "label"
#define PG_RDFS_COMMENT PG_RDFS "comment"
#define PG_RDFS_SUB_CLASS_OF PG_RDFS "subClassOf"
#define PG_RDFS_SUB_PROPERTY_OF PG_RDFS "subPropertyOf"

/* ---- owl */
#define PG_OWL_INVERSE_OF PG_OWL "inverseOf"

/* ---- xsd */
#define PG_XSD_ANY_URI PG_XSD "anyURI"
#define PG_XSD_BOOLEAN PG_XSD "boolean"
#define PG_XSD_DATE_TIME PG_XSD "dateTime"
#define PG_XSD_DECIMAL PG_XSD "decimal"
#define PG_XSD_INTEGER PG_XSD "integer"
#define PG_XSD_STRING PG_XSD "string"

/* ---- skos */
#define PG_SKOS_ALT_LABEL PG_SKOS "altLabel"
#define PG_SKOS_HIDDEN_LABEL PG_SKOS "hiddenLabel"
#define PG_SKOS_PREF_LABEL PG_SKOS "prefLabel"

/* ---- dct */
#define PG_DCT_ABSTRACT PG_DCT "abstract"
#define PG_DCT_CREATOR PG_DCT "creator"
#define PG_DCT_IDENTIFIER PG_DCT "identifier"
#define PG_DCT_TITLE PG_DCT "title"

/* ---- prov */
#define PG_PROV_ACTIVITY PG_PROV "Activity"
#define PG_PROV_AGENT PG_PROV "agent"
#define PG_PROV_ASSOCIATION PG_PROV "Association"
#define PG_PROV_ENDED_AT_TIME PG_PROV "endedAtTime"
#define PG_PROV_ENTITY PG_PROV "Entity"
#define PG_PROV_GENERATED_AT_TIME PG_PROV "generatedAtTime"
#define PG_PROV_HAD_PLAN PG_PROV "hadPlan"
#define PG_PROV_PLAN PG_PROV "Plan"
#define PG_PROV_QUALIFIED_ASSOCIATION PG_PROV "qualifiedAssociation"
#define PG_PROV_SOFTWARE_AGENT PG_PROV "SoftwareAgent"
#define PG_PROV_USED PG_PROV "used"
#define PG_PROV_WAS_ASSOCIATED_WITH PG_PROV "wasAssociatedWith"
#define PG_PROV_WAS_GENERATED_BY PG_PROV "wasGeneratedBy"

/* ---- dqv */
#define PG_DQV_COMPUTED_ON PG_DQV "computedOn"
#define PG_DQV_HAS_QUALITY_MEASUREMENT PG_DQV "hasQualityMeasurement"
#define PG_DQV_IS_MEASUREMENT_OF PG_DQV "isMeasurementOf"
#define PG_DQV_QUALITY_MEASUREMENT PG_DQV "QualityMeasurement"
#define PG_DQV_VALUE PG_DQV "value"

/* ---- schema */
#define PG_SCHEMA_URL PG_SCHEMA "url"

#endif
