import { Link } from 'react-router';
import { JOURNAL_NAME } from '../../../contract/journal';
import { pageMeta } from '../../features/journal/page-meta';
import { PageSection, StaticPage } from '../../features/journal/static-page';

export const meta = () => pageMeta('Publication Ethics', `Publication ethics of the ${JOURNAL_NAME}: duties of authors, reviewers and editors, research ethics, conflicts of interest, misconduct, corrections and retractions.`);

/** reading-side.md §2 "Publication ethics": the eight sections, in the spec's order. */
export default function Ethics() {
  return (
    <StaticPage
      title="Publication Ethics"
      eyebrow="For Authors"
      lead={<p className="mb-0">The journal follows the Core Practices of the Committee on Publication Ethics (COPE). Authors, reviewers and editors share responsibility for the integrity of what we publish.</p>}
    >
      <PageSection id="standards" title="Ethical Standards">
        <p>
          We expect honesty in reporting, fairness in review and transparency about interests at every stage. Suspected breaches are handled according to COPE’s guidance and flowcharts, and the journal cooperates with institutions investigating
          misconduct.
        </p>
      </PageSection>

      <PageSection id="authors" title="Duties of Authors">
        <ul>
          <li>Submit original work that has not been published and is not under consideration elsewhere, and cite the work of others accurately.</li>
          <li>Include as authors all those, and only those, who made a substantial contribution to the conception, conduct, analysis or writing of the work and who approve the final version; acknowledge other contributions.</li>
          <li>Report data honestly: no fabrication, falsification, selective reporting or inappropriate image manipulation. Keep raw data available for editorial review.</li>
          <li>Avoid plagiarism, including self-plagiarism and redundant publication; submissions may be checked for similarity.</li>
          <li>Declare all sources of funding and any conflict of interest.</li>
          <li>Tell the editor promptly of any significant error found in a submitted or published paper, and cooperate in correcting it.</li>
        </ul>
      </PageSection>

      <PageSection id="research-ethics" title="Research Ethics">
        <p>
          Research with human participants must have been approved by an appropriate ethics committee and conducted with informed consent, in line with the Declaration of Helsinki. Work with animals must follow national and institutional
          guidelines for the care and use of animals and have institutional approval. Field studies must hold the required permits, and work with genetic resources must respect access and benefit-sharing obligations. Give the approving body and
          reference number in the ethics statement; submissions in clinical research, animal studies and human subjects research cannot be considered without it.
        </p>
      </PageSection>

      <PageSection id="conflicts" title="Conflicts of Interest">
        <p>
          Authors, reviewers and editors must declare any financial, professional or personal relationship that could be seen to influence their work, such as employment, consultancies, shareholdings, grants, patents or close relationships. A
          declared interest does not by itself prevent publication; an undeclared one may lead to correction or retraction. Editors and reviewers withdraw from manuscripts where they have a conflict.
        </p>
      </PageSection>

      <PageSection id="reviewers" title="Duties of Reviewers">
        <ul>
          <li>Treat manuscripts as confidential documents; do not share them or use their content before publication.</li>
          <li>Review objectively and courteously, supporting criticism with arguments and references.</li>
          <li>Decline to review when conflicted, unqualified or unable to report on time, and do not try to identify the authors.</li>
          <li>Tell the editor of any substantial similarity to other work or any suspected ethical problem.</li>
        </ul>
      </PageSection>

      <PageSection id="editors" title="Duties of Editors">
        <ul>
          <li>Judge manuscripts only on their scholarly merit and relevance, without regard to the authors’ origin, gender, religion, nationality or institution.</li>
          <li>Keep submissions confidential and protect the anonymity of reviewers and authors.</li>
          <li>Ensure that editorial decisions are independent of the publication fee and of waiver requests.</li>
          <li>Handle their own submissions, and those of colleagues and students, through another editor, with no access to their review.</li>
        </ul>
      </PageSection>

      <PageSection id="misconduct" title="Allegations of Misconduct">
        <p>
          Anyone may raise a concern about a submitted or published article through the <Link to="/contact">contact page</Link>. The editors examine every allegation confidentially, give the authors an opportunity to respond and, where needed,
          ask the authors’ institution to investigate. Outcomes range from clarification to correction, expression of concern, retraction and notification of institutions.
        </p>
      </PageSection>

      <PageSection id="corrections" title="Corrections and Retractions">
        <p>
          Errors that affect the interpretation of an article are corrected by a published correction linked to the original. Articles whose findings are unreliable, or that involve plagiarism, duplicate publication or unethical research, are
          retracted with a notice explaining why; the retracted article remains available, clearly marked. Where an investigation is not yet conclusive, the editors may publish an expression of concern.
        </p>
      </PageSection>
    </StaticPage>
  );
}
